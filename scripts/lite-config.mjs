// The config.toml a local @supabase/lite instance runs with: supabase/config.toml (the hosted
// project's settings, only keys the Supabase CLI accepts) merged with supabase/lite.toml (lite's
// own settings and the wiring of its generated secrets), plus per-instance values such as the
// port and the database. Both files are plain `[section]` / `key = value` TOML; a key may be set
// in one of them only, so neither can silently override the other.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CLI_CONFIG_FILE = path.join(repoRoot, 'supabase/config.toml');
export const LITE_CONFIG_FILE = path.join(repoRoot, 'supabase/lite.toml');

/**
 * TOML text split into its root part and `[section]` parts, each a list of raw lines; a key is a
 * line `name = ...` (continuation lines of a multi-line array belong to the key above them).
 * @param {string} text
 */
export function tomlSections(text) {
  /** @type {Map<string, string[]>} */
  const sections = new Map([['', []]]);
  let current = sections.get('');
  for (const line of text.split('\n')) {
    const header = /^\[([\w.-]+)\]\s*(#.*)?$/.exec(line.trim());
    if (header) {
      if (sections.has(header[1])) throw new Error(`section [${header[1]}] appears twice`);
      current = [];
      sections.set(header[1], current);
    }
    current.push(line);
  }
  return sections;
}

/** The keys a section's lines set, in order. */
export function tomlKeys(lines) {
  return lines.map((line) => /^([\w-]+)\s*=/.exec(line)?.[1]).filter(Boolean);
}

/**
 * @param {string} cliText supabase/config.toml
 * @param {string} liteText supabase/lite.toml
 * @param {Record<string, string | number | boolean>} overrides `section.key` -> value, e.g. { 'api.port': 54400 }
 */
export function mergeLiteConfig(cliText, liteText, overrides = {}) {
  const merged = tomlSections(cliText);
  // [remotes.<branch>] overrides settings for one hosted project; lite has no such section
  for (const name of merged.keys()) if (name === 'remotes' || name.startsWith('remotes.')) merged.delete(name);
  for (const [name, lines] of tomlSections(liteText)) {
    const target = merged.get(name);
    const settings = lines.filter((line) => /^[\w-]+\s*=/.test(line));
    if (!target) {
      if (settings.length > 0) merged.set(name, lines);
      continue;
    }
    const taken = new Set(tomlKeys(target));
    for (const key of tomlKeys(settings)) {
      if (taken.has(key)) throw new Error(`${name ? `[${name}] ` : ''}${key} is set in both supabase/config.toml and supabase/lite.toml`);
    }
    // right after the header (or at the top of the root part), before any sub-table's lines
    target.splice(name ? 1 : 0, 0, ...settings);
  }
  for (const [dotted, value] of Object.entries(overrides)) {
    const cut = dotted.lastIndexOf('.');
    const [name, key] = cut < 0 ? ['', dotted] : [dotted.slice(0, cut), dotted.slice(cut + 1)];
    const line = `${key} = ${JSON.stringify(value)}`;
    const lines = merged.get(name) ?? merged.set(name, [`[${name}]`]).get(name);
    const index = lines.findIndex((l) => new RegExp(`^${key}\\s*=`).test(l));
    if (index >= 0) lines[index] = line;
    else lines.splice(name ? 1 : 0, 0, line);
  }
  return [...merged.values()].map((lines) => lines.join('\n')).join('\n');
}

/** The merged config of the checked-in files with this instance's overrides. */
export async function liteRuntimeConfig(overrides = {}) {
  const [cliText, liteText] = await Promise.all([readFile(CLI_CONFIG_FILE, 'utf8'), readFile(LITE_CONFIG_FILE, 'utf8')]);
  return mergeLiteConfig(cliText, liteText, overrides);
}
