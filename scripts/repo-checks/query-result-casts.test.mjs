// A query's rows are typed by the generated Database types (`npm run db:types`): `readQuery` gives them as the
// table, view or function returns them. A cast (`(data ?? []) as MessageRow[]`) replaces that type with a
// hand-written one the compiler no longer checks, and so does a type argument that tells a query what it answers
// (`.maybeSingle<Row>()`). What PostgreSQL's types cannot express (a view's column that is never null, a jsonb
// column's shape) is stated once in portal-data's database.ts, and a new data call is typed there, not cast.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A query's answer given another type: `data as X`, `(data ?? []) as X[]`, `(page.data ?? null) as X | null`,
 * `(data ?? []) as { id: string }[]`; or the query told what its rows are instead of reading them from the
 * schema: `.select<string, X>(...)`, `.single<X>()`, `.maybeSingle<X>()`, `.returns<X>()`.
 */
export const QUERY_RESULT_CAST =
  /\b(?:data|\w+\.data)(?: \?\? (?:\[\]|null))?\)? as (?!const\b)[A-Z{]|\.(?:select|single|maybeSingle|returns)<[^>]/;

/** The remotes' data code (not tests or test helpers): what reads and writes through supabase-js. */
function dataFiles() {
  const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'mfe-*/src/**/*.ts'], { cwd: root, encoding: 'utf8' });
  return tracked.split('\n').filter((file) => /\/(api|lib)\/[^/]+\.ts$/.test(file) && !/\.test\.ts$|\/testing\//.test(file));
}

export function queryResultCasts(files = dataFiles()) {
  const found = [];
  for (const file of files) {
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (QUERY_RESULT_CAST.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
  }
  return found;
}

test('the pattern finds a cast of a query answer, and not a typed one', () => {
  assert.ok(QUERY_RESULT_CAST.test('  return (data ?? []) as MessageRow[];'));
  assert.ok(QUERY_RESULT_CAST.test('  pending: (pending.data ?? null) as ChangeRequest | null,'));
  assert.ok(QUERY_RESULT_CAST.test('  return data as Subscription;'));
  assert.ok(QUERY_RESULT_CAST.test('  return ((data ?? []) as { opportunity_id: string }[]).map(toItem);'));
  assert.ok(QUERY_RESULT_CAST.test("  .select<string, ProfessionalProfile>('id, name')"));
  assert.ok(QUERY_RESULT_CAST.test('  const row = await query.maybeSingle<T>();'));
  assert.ok(QUERY_RESULT_CAST.test('  .single<D>();'));
  assert.ok(!QUERY_RESULT_CAST.test('  return data ?? [];'));
  assert.ok(!QUERY_RESULT_CAST.test("  .select('id, name').maybeSingle();"));
  assert.ok(!QUERY_RESULT_CAST.test("  const order = ['a', 'b'] as const;"));
});

test("no query answer in the remotes' data code is cast", () => {
  const casts = queryResultCasts();
  assert.deepEqual(casts, [], `type these through portal-data's Database types instead:\n${casts.join('\n')}`);
});
