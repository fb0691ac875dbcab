import { RequestError } from './friendly-error';
import { readQuery, type AbortableQuery } from './read-query';

/** A query double that resolves to `response` and records the signal it was aborted with. */
function queryAnswering<Data>(response: { data: Data | null; error: unknown; status: number }) {
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
    const { query } = queryAnswering({
      data: null,
      error: { message: 'Proposed meeting times must be different', code: 'P0001' },
      status: 400,
    });
    const thrown = await readQuery(query).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(RequestError);
    expect(thrown).toMatchObject({ message: 'Proposed meeting times must be different', code: 'P0001', status: 400 });
  });
});
