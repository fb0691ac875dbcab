// portal-session's Database type is what Supabase's generator makes of supabase/migrations: a migration
// that changes a table, view or function without `npm run db:types` fails here, not in a client.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';

import { DATABASE_TYPES_FILE, generateDatabaseTypes } from '../db-types.mjs';

test('portal-data/src/database/database.types.ts is generated from the migrations (npm run db:types)', async () => {
  const [generated, current] = await Promise.all([generateDatabaseTypes(), readFile(DATABASE_TYPES_FILE, 'utf8')]);
  assert.ok(generated === current, 'database.types.ts is out of date with supabase/migrations: run `npm run db:types` and commit it');
  assert.match(current, /export type Database = \{\n {2}public: \{\n {4}Tables: \{/);
});
