// Derives the keys the Supabase CLI accepts in supabase/config.toml from the CLI's own source: the
// CLI decodes config.toml with viper's UnmarshalExact over the `json` tags of the structs in
// pkg/config, so a key without a field there fails `supabase start`, `db push` and `config push`.
//
//   node scripts/repo-checks/supabase-cli-keys.mjs <checkout of github.com/supabase/cli> <version>
//
// writes scripts/repo-checks/supabase-cli-keys.json, which supabase-config.test.mjs reads.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CLI_KEYS_FILE = fileURLToPath(new URL('supabase-cli-keys.json', import.meta.url));

/** Struct and map type definitions at the top level of Go files: name -> fields or element type. */
export function goTypes(sources) {
  /** @type {Map<string, { fields?: { key: string | null, type: string }[], mapOf?: string }>} */
  const types = new Map();
  for (const source of sources) {
    const lines = source.split('\n');
    let inTypeBlock = false;
    for (let i = 0; i < lines.length; i += 1) {
      const line = lines[i];
      if (/^type \($/.test(line)) inTypeBlock = true;
      else if (inTypeBlock && /^\)$/.test(line)) inTypeBlock = false;
      const mapType = line.match(/^(?:type |\t)(\w+)\s+map\[string\]\*?([\w.]+)\s*$/);
      if (mapType && (inTypeBlock || line.startsWith('type '))) types.set(mapType[1], { mapOf: mapType[2] });
      const structStart = line.match(/^(?:type |\t)(\w+) struct \{$/);
      if (!structStart || (!inTypeBlock && !line.startsWith('type '))) continue;
      const indent = line.startsWith('type ') ? '' : '\t';
      const fields = [];
      for (i += 1; i < lines.length && lines[i] !== `${indent}}`; i += 1) {
        const field = lines[i].match(/^\s*\w+\s+(\S+)\s+`[^`]*json:"([^",]*)/);
        if (field) {
          if (field[2] !== '-') fields.push({ key: field[2], type: field[1] });
          continue;
        }
        // an embedded struct: its fields sit at this level (the decoder squashes them)
        const embedded = lines[i].match(/^\s*\*?(\w+)\s*$/);
        if (embedded) fields.push({ key: null, type: embedded[1] });
      }
      types.set(structStart[1], { fields });
    }
  }
  return types;
}

/** Every dotted key path the root struct accepts; `*` stands for a name the user picks (a map key). */
export function keyPaths(types, root) {
  const paths = [];
  const walk = (typeName, prefix, seen) => {
    const bare = typeName.replace(/^(\*|\[\])+/, '');
    // a map is a table of names the user picks: the table itself, then each entry
    const mapOf = bare.match(/^map\[string\]\*?([\w.]+|struct\{\})$/)?.[1] ?? types.get(bare)?.mapOf;
    if (mapOf) {
      paths.push(prefix);
      return walk(mapOf, `${prefix}.*`, seen);
    }
    const type = types.get(bare);
    if (!type || seen.has(bare)) return void paths.push(prefix);
    const nextSeen = new Set(seen).add(bare);
    if (prefix) paths.push(prefix);
    for (const field of type.fields) {
      if (field.key === null) walk(field.type, prefix, seen);
      else walk(field.type, prefix ? `${prefix}.${field.key}` : field.key, nextSeen);
    }
  };
  walk(root, '', new Set());
  return [...new Set(paths)].sort();
}

async function main() {
  const [checkout, version] = process.argv.slice(2);
  if (!checkout || !version) throw new Error('usage: node scripts/repo-checks/supabase-cli-keys.mjs <supabase/cli checkout> <version>');
  const candidates = ['apps/cli-go/pkg/config', 'pkg/config'].map((dir) => path.join(checkout, dir));
  let configDir;
  for (const dir of candidates) if (await readdir(dir).catch(() => null)) configDir ??= dir;
  if (!configDir) throw new Error(`no pkg/config under ${checkout}`);
  const files = (await readdir(configDir)).filter((name) => name.endsWith('.go') && !name.endsWith('_test.go'));
  const sources = await Promise.all(files.map((name) => readFile(path.join(configDir, name), 'utf8')));
  // remotes.<branch> takes the same keys as the top level; this project keeps one environment
  const keys = keyPaths(goTypes(sources), 'baseConfig');
  const list = { source: 'github.com/supabase/cli pkg/config (json tags of baseConfig)', version, keys };
  await writeFile(CLI_KEYS_FILE, `${JSON.stringify(list, null, 2)}\n`);
  console.log(`${keys.length} keys from ${version} written to ${path.relative(process.cwd(), CLI_KEYS_FILE)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
