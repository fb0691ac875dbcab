// The fuzz suite's runner: sends each target's generated requests to the backend's public
// URL with raw fetch (so the exact status and body are seen), in batches with limited
// concurrency, probes the API with a trivial read after every batch, counts outcomes per
// target, and afterwards audits what was stored, through the service role, against the
// documented rules. Findings are collected, not thrown, so one run lists all of them.
import fc from 'fast-check';
import { FUZZ_SEED, RUNS_PER_TARGET, type FuzzBody } from './fuzz-arbitraries';
import type { TestBackend } from './test-backend';

export type Actor = 'main' | 'anon' | 'bogus';

export interface FuzzRequest {
  method: 'POST' | 'PATCH';
  /** path and query below the API URL, e.g. /rest/v1/family_members */
  path: string;
  body: FuzzBody;
  /** main: the target's signed-in user; anon: the publishable key only; bogus: `Bearer abcdef` */
  actor: Actor;
  prefer?: string;
}

export interface FuzzTarget {
  name: string;
  /** the signed-in user's access token (null: the target's main actor is anonymous) */
  token: string | null;
  requests: fc.Arbitrary<FuzzRequest>;
  runs?: number;
}

export interface Finding {
  target: string;
  kind: '5xx' | 'api-down' | 'transport' | 'rule';
  detail: string;
}

export interface TargetCounts {
  target: string;
  sent: number;
  accepted: number;
  refused: Record<string, number>;
  ms: number;
}

const BATCH = 25;
const CONCURRENCY = 4;
const MAX_EXAMPLES_PER_KIND = 4;

/** Short, printable preview of a value (long strings summarised, control characters escaped). */
export function preview(value: unknown, max = 160): string {
  const text =
    typeof value === 'string'
      ? value
      : (JSON.stringify(value, (_key, v: unknown) =>
          typeof v === 'string' && v.length > 40 ? `${v.slice(0, 12)}…(${v.length} chars)` : v,
        ) ?? String(value));
  const shown = text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;
  // control characters, NUL and lone surrogates as \uXXXX, so the report stays printable
  return shown.replace(
    /[\p{Cc}\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/gu,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function bodyPreview(body: FuzzBody): string {
  if ('json' in body) return preview(body.json);
  return `raw:${preview(typeof body.raw === 'string' ? body.raw : Buffer.from(body.raw).toString('latin1'))}`;
}

export class FuzzRun {
  readonly findings: Finding[] = [];
  readonly counts: TargetCounts[] = [];
  readonly audited: Array<{ table: string; checked: number; broken: number }> = [];
  private readonly examples = new Map<string, number>();

  constructor(readonly backend: TestBackend) {}

  private headers(actor: Actor, token: string | null, prefer?: string): Record<string, string> {
    const bearer = actor === 'bogus' ? 'abcdef' : actor === 'main' && token ? token : this.backend.anonKey;
    return {
      apikey: this.backend.anonKey,
      Authorization: `Bearer ${bearer}`,
      'Content-Type': 'application/json',
      Prefer: prefer ?? 'return=minimal',
    };
  }

  /** Records a finding, keeping at most a few examples per target, kind and status/message. */
  record(finding: Finding, key: string): void {
    const seen = this.examples.get(key) ?? 0;
    this.examples.set(key, seen + 1);
    if (seen < MAX_EXAMPLES_PER_KIND) this.findings.push(finding);
    else if (seen === MAX_EXAMPLES_PER_KIND) {
      this.findings.push({ ...finding, detail: `(more like the above: ${key})` });
    }
  }

  /** The trivial read every batch must be followed by. */
  async probe(): Promise<string | null> {
    try {
      const response = await fetch(`${this.backend.url}/rest/v1/plans?select=id&limit=1`, {
        headers: this.headers('anon', null),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      return response.status === 200 ? null : `${response.status} ${preview(text)}`;
    } catch (error) {
      return `no answer: ${(error as Error).message}`;
    }
  }

  async send(target: FuzzTarget, request: FuzzRequest): Promise<number> {
    const body = 'json' in request.body ? JSON.stringify(request.body.json) : request.body.raw;
    try {
      const response = await fetch(`${this.backend.url}${request.path}`, {
        method: request.method,
        headers: this.headers(request.actor, target.token, request.prefer),
        body: (body === undefined ? 'null' : body) as BodyInit,
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      if (response.status >= 500) {
        let message = text;
        try {
          message = (JSON.parse(text) as { message?: string }).message ?? text;
        } catch {
          // not JSON
        }
        this.record(
          {
            target: target.name,
            kind: '5xx',
            detail: `${request.method} ${request.path} as ${request.actor}: ${bodyPreview(request.body)} -> ${response.status} ${preview(text, 240)}`,
          },
          `${target.name}|5xx|${response.status}|${message.slice(0, 50)}`,
        );
      }
      return response.status;
    } catch (error) {
      this.record(
        {
          target: target.name,
          kind: 'transport',
          detail: `${request.method} ${request.path}: ${bodyPreview(request.body)} -> ${(error as Error).message}`,
        },
        `${target.name}|transport`,
      );
      return 0;
    }
  }

  /** Sends the target's samples (fixed seed) and returns its counts. */
  async run(target: FuzzTarget): Promise<TargetCounts> {
    const started = Date.now();
    const samples = fc.sample(target.requests, { numRuns: target.runs ?? RUNS_PER_TARGET, seed: seedOf(target.name) });
    const counts: TargetCounts = { target: target.name, sent: 0, accepted: 0, refused: {}, ms: 0 };
    for (let offset = 0; offset < samples.length; offset += BATCH) {
      const batch = samples.slice(offset, offset + BATCH);
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < batch.length) {
            const status = await this.send(target, batch[next++]);
            counts.sent += 1;
            if (status >= 200 && status < 300) counts.accepted += 1;
            else counts.refused[status] = (counts.refused[status] ?? 0) + 1;
          }
        }),
      );
      const down = await this.probe();
      if (down) {
        this.record(
          { target: target.name, kind: 'api-down', detail: `after batch ${offset / BATCH + 1}: GET /rest/v1/plans -> ${down}` },
          `${target.name}|api-down`,
        );
      }
    }
    counts.ms = Date.now() - started;
    this.counts.push(counts);
    return counts;
  }

  findingsOf(target: string, kinds: Finding['kind'][]): string[] {
    return this.findings.filter((f) => f.target === target && kinds.includes(f.kind)).map((f) => `[${f.kind}] ${f.detail}`);
  }

  // ---- service-role audit -------------------------------------------------

  private serviceHeaders(): Record<string, string> {
    const key = this.backend.secretKey;
    if (!key) throw new Error('the test backend exposes no secret key (TestBackend.secretKey)');
    return { apikey: key, Authorization: `Bearer ${key}` };
  }

  /** All rows of a table, read with the service role (bypasses RLS). */
  async serviceRows(table: string, select = '*'): Promise<Array<Record<string, unknown>>> {
    const response = await fetch(`${this.backend.url}/rest/v1/${table}?select=${encodeURIComponent(select)}`, {
      headers: this.serviceHeaders(),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`service read of ${table}: ${response.status} ${preview(text)}`);
    return JSON.parse(text) as Array<Record<string, unknown>>;
  }

  async ids(table: string, key = 'id'): Promise<Set<string>> {
    return new Set((await this.serviceRows(table, key)).map((row) => String(row[key])));
  }

  /**
   * Checks the rows of a table that are new since `before` (or listed in `watch`) with
   * `check`, which returns the rules a row breaks.
   */
  async audit(
    table: string,
    before: Set<string>,
    check: (row: Record<string, unknown>) => string[],
    { key = 'id', watch = [] as string[] } = {},
  ): Promise<{ checked: number; broken: number }> {
    const rows = (await this.serviceRows(table)).filter((row) => !before.has(String(row[key])) || watch.includes(String(row[key])));
    let broken = 0;
    for (const row of rows) {
      const problems = [...commonTextProblems(row), ...check(row)];
      if (problems.length) {
        broken += 1;
        for (const problem of problems) {
          this.record({ target: table, kind: 'rule', detail: `${problem}: ${preview(row, 300)}` }, `${table}|rule|${problem}`);
        }
      }
    }
    this.audited.push({ table, checked: rows.length, broken });
    return { checked: rows.length, broken };
  }

  /** Rows by key, to compare later with `unchanged`. */
  async snapshot(table: string, keys: string[], key = 'id'): Promise<Map<string, Record<string, unknown>>> {
    const rows = await this.serviceRows(table);
    return new Map(rows.filter((row) => keys.includes(String(row[key]))).map((row) => [String(row[key]), row]));
  }

  /**
   * Rows another user owns (or columns the caller may not change) must be as they were:
   * compares the listed columns (all but updated_at when none are listed).
   */
  async unchanged(
    table: string,
    before: Map<string, Record<string, unknown>>,
    name: string,
    columns?: string[],
    key = 'id',
  ): Promise<void> {
    const after = await this.snapshot(table, [...before.keys()], key);
    for (const [id, old] of before) {
      const now = after.get(id);
      const cols = columns ?? Object.keys(old).filter((c) => c !== 'updated_at');
      const changed = now ? cols.filter((c) => JSON.stringify(now[c]) !== JSON.stringify(old[c])) : ['(row deleted)'];
      if (changed.length) {
        this.record(
          { target: table, kind: 'rule', detail: `${name}: ${changed.join(', ')} changed on ${id}: ${preview(now, 300)}` },
          `${table}|rule|${name}`,
        );
      }
    }
  }

  /** The counts table the lead quotes. */
  report(): string {
    const statuses = [...new Set(this.counts.flatMap((c) => Object.keys(c.refused)))].sort();
    const header = `| target | sent | accepted | ${statuses.map((s) => `refused ${s}`).join(' | ')} | ms |`;
    const divider = `|${' --- |'.repeat(4 + statuses.length)}`;
    const lines = this.counts.map(
      (c) => `| ${c.target} | ${c.sent} | ${c.accepted} | ${statuses.map((s) => c.refused[s] ?? 0).join(' | ')} | ${c.ms} |`,
    );
    const audit = this.audited.map((a) => `${a.table} ${a.checked} checked, ${a.broken} breaking a rule`).join('; ');
    return [header, divider, ...lines, '', `stored rows audited: ${audit || 'none'}`].join('\n');
  }
}

function seedOf(name: string): number {
  let hash = FUZZ_SEED;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

// ---- rule helpers ---------------------------------------------------------

/** Characters, as the database counts them (code points). */
export const chars = (value: string): number => Array.from(value).length;
/** Trims every Unicode White_Space character (what "at least n characters" means). */
export const unicodeTrim = (value: string): string => value.replace(/^\p{White_Space}+|\p{White_Space}+$/gu, '');

/** Rules for every text value of every stored row: no NUL, no mangled lone surrogate. */
function commonTextProblems(row: Record<string, unknown>): string[] {
  const text = JSON.stringify(row);
  const problems: string[] = [];
  if (text.includes('\\u0000')) problems.push('NUL byte stored');
  if (text.includes('\ufffd')) problems.push('U+FFFD stored: a lone surrogate was accepted and rewritten');
  return problems;
}

/** A small rule DSL: each helper returns the broken rule's name, or null. */
export const rule = {
  text(row: Record<string, unknown>, column: string, min: number, max: number, { nullable = false } = {}): string | null {
    const value = row[column];
    if (value === null || value === undefined) return nullable ? null : `${column} is required`;
    if (typeof value !== 'string') return `${column} is not text`;
    if (chars(unicodeTrim(value)) < min) {
      return min === 1
        ? `${column} must not be empty or white space only`
        : `${column} needs at least ${min} characters (Unicode white space trimmed)`;
    }
    if (chars(value) > max) return `${column} is longer than ${max} characters`;
    return null;
  },
  oneOf(row: Record<string, unknown>, column: string, allowed: readonly unknown[], { nullable = false } = {}): string | null {
    const value = row[column];
    if ((value === null || value === undefined) && nullable) return null;
    return allowed.includes(value) ? null : `${column} is not one of ${allowed.join('/')}`;
  },
  int(row: Record<string, unknown>, column: string, min: number, max: number, { nullable = false } = {}): string | null {
    const value = row[column];
    if ((value === null || value === undefined) && nullable) return null;
    return Number.isInteger(value) && (value as number) >= min && (value as number) <= max
      ? null
      : `${column} is not an integer in ${min}..${max}`;
  },
  url(row: Record<string, unknown>, column: string, { nullable = true, https = false } = {}): string | null {
    const value = row[column];
    if (value === null || value === undefined) return nullable ? null : `${column} is required`;
    return isHttpUrl(value, https) ? null : `${column} is not an ${https ? 'https' : 'http(s)'} URL`;
  },
  equals(row: Record<string, unknown>, column: string, expected: unknown, name: string): string | null {
    return row[column] === expected ? null : name;
  },
};

export function isHttpUrl(value: unknown, httpsOnly = false): boolean {
  return (
    typeof value === 'string' &&
    chars(value) <= 2048 &&
    (httpsOnly ? /^https:\/\/\S+$/i : /^https?:\/\/\S+$/i).test(value) &&
    !/[\p{White_Space}\p{Cc}]/u.test(value)
  );
}

/** Collects the non-null results of rule helpers. */
export const broken = (...results: Array<string | null | false | undefined>): string[] =>
  results.filter((r): r is string => typeof r === 'string');
