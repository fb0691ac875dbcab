import { RequestError } from './friendly-error';
import { readCounted, readMaybeSingle, readQuery, readSingle, type AbortableQuery, type CountedQuery, type RowQuery } from './read-query';

type Response<Data> = { data: Data | null; error: unknown; status: number };

/** A query double that resolves to `response` and records the signal it was aborted with. */
function queryAnswering<Data>(response: Response<Data>) {
  const signals: AbortSignal[] = [];
  const query: AbortableQuery<Data> = {
    then: (resolve, reject) => Promise.resolve(response).then(resolve, reject),
    abortSignal(signal) {
      signals.push(signal);
      return Promise.resolve(response);
    },
  };
  return { query, signals };
}

/**
 * A double of a read of rows: narrowed to one row it answers `one`, and it records, in order, the signal it
 * was aborted with and the narrowing asked for.
 */
function rowQueryAnswering<Row>(one: Response<Row>) {
  const calls: (AbortSignal | 'single' | 'maybeSingle')[] = [];
  const query: RowQuery<Row> = {
    then: (resolve, reject) =>
      Promise.resolve({ data: one.data === null ? [] : [one.data], error: one.error, status: one.status }).then(resolve, reject),
    abortSignal(signal) {
      calls.push(signal);
      return query;
    },
    single() {
      calls.push('single');
      return Promise.resolve(one);
    },
    maybeSingle() {
      calls.push('maybeSingle');
      return Promise.resolve(one);
    },
  };
  return { query, calls };
}

/** A double of a counted read that resolves to `response` and records the signal it was aborted with. */
function countedQueryAnswering<Row>(response: Response<Row[]> & { count: number | null }) {
  const signals: AbortSignal[] = [];
  const query: CountedQuery<Row> = {
    then: (resolve, reject) => Promise.resolve(response).then(resolve, reject),
    abortSignal(signal) {
      signals.push(signal);
      return Promise.resolve(response);
    },
  };
  return { query, signals };
}

const SERVER_ERROR = { message: 'Proposed meeting times must be different', code: 'P0001' };

describe('readQuery', () => {
  it('gives the data, and hands the signal to the query when there is one', async () => {
    const { query, signals } = queryAnswering({ data: { id: 'r1' }, error: null, status: 200 });
    const controller = new AbortController();
    await expect(readQuery(query)).resolves.toEqual({ id: 'r1' });
    expect(signals).toEqual([]);
    await expect(readQuery(query, controller.signal)).resolves.toEqual({ id: 'r1' });
    expect(signals).toEqual([controller.signal]);
  });

  it("throws the server's error as a RequestError with its message, code and status", async () => {
    const { query } = queryAnswering({ data: null, error: SERVER_ERROR, status: 400 });
    const thrown = await readQuery(query).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(RequestError);
    expect(thrown).toMatchObject({ message: 'Proposed meeting times must be different', code: 'P0001', status: 400 });
  });
});

describe('readSingle', () => {
  it('gives the row, with the signal applied before the query is narrowed to one row', async () => {
    const { query, calls } = rowQueryAnswering({ data: { id: 'r1' }, error: null, status: 200 });
    const controller = new AbortController();
    await expect(readSingle(query, controller.signal)).resolves.toEqual({ id: 'r1' });
    expect(calls).toEqual([controller.signal, 'single']);
  });

  it('applies no signal when there is none', async () => {
    const { query, calls } = rowQueryAnswering({ data: { id: 'r1' }, error: null, status: 200 });
    await expect(readSingle(query)).resolves.toEqual({ id: 'r1' });
    expect(calls).toEqual(['single']);
  });

  it('throws a missing row as the RequestError the server answered', async () => {
    const { query } = rowQueryAnswering<{ id: string }>({
      data: null,
      error: { message: 'JSON object requested, multiple (or no) rows returned', code: 'PGRST116' },
      status: 406,
    });
    const thrown = await readSingle(query).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(RequestError);
    expect(thrown).toMatchObject({ code: 'PGRST116', status: 406 });
  });
});

describe('readMaybeSingle', () => {
  it('gives the row, with the signal applied before the query is narrowed to at most one row', async () => {
    const { query, calls } = rowQueryAnswering({ data: { id: 'r1' }, error: null, status: 200 });
    const controller = new AbortController();
    await expect(readMaybeSingle(query, controller.signal)).resolves.toEqual({ id: 'r1' });
    expect(calls).toEqual([controller.signal, 'maybeSingle']);
  });

  it('gives null when there is no row, and applies no signal when there is none', async () => {
    const { query, calls } = rowQueryAnswering<{ id: string }>({ data: null, error: null, status: 200 });
    await expect(readMaybeSingle(query)).resolves.toBeNull();
    expect(calls).toEqual(['maybeSingle']);
  });

  it("throws the server's error as a RequestError with its message, code and status", async () => {
    const { query } = rowQueryAnswering<{ id: string }>({ data: null, error: SERVER_ERROR, status: 400 });
    const thrown = await readMaybeSingle(query).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(RequestError);
    expect(thrown).toMatchObject({ message: 'Proposed meeting times must be different', code: 'P0001', status: 400 });
  });
});

describe('readCounted', () => {
  it('gives the rows and the count, and hands the signal to the query when there is one', async () => {
    const { query, signals } = countedQueryAnswering({ data: [{ id: 'r1' }], error: null, status: 206, count: 12 });
    const controller = new AbortController();
    await expect(readCounted(query)).resolves.toEqual({ rows: [{ id: 'r1' }], count: 12 });
    expect(signals).toEqual([]);
    await expect(readCounted(query, controller.signal)).resolves.toEqual({ rows: [{ id: 'r1' }], count: 12 });
    expect(signals).toEqual([controller.signal]);
  });

  it('gives no rows for a read of the count alone, and the count as the server gave it', async () => {
    const { query } = countedQueryAnswering<{ id: string }>({ data: null, error: null, status: 200, count: null });
    await expect(readCounted(query)).resolves.toEqual({ rows: [], count: null });
  });

  it("throws the server's error as a RequestError with its code and status (a page past the end among them)", async () => {
    const { query } = countedQueryAnswering<{ id: string }>({
      data: null,
      error: { message: 'Requested range not satisfiable', code: 'PGRST103' },
      status: 416,
      count: null,
    });
    const thrown = await readCounted(query).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(RequestError);
    expect(thrown).toMatchObject({ code: 'PGRST103', status: 416 });
  });
});
