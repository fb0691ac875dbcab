// Comments say why in their own words. A note that points at an issue number or a section of the
// product spec ("issue #7", "spec part 2 section 9") tells a reader nothing once the tracker or the
// document moves on, so no tracked source, SQL or Markdown file may carry one. Only comments and
// prose are read: UI texts ('Section 2'), colours ('#fff') and identifiers named `spec` pass. For SQL
// the texts that COMMENT ON stores in the database count as comments too; as migrations are never
// edited, only the last text each object receives has to be clean.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const CITATIONS = [
  /\bissues?\s*(?:no\.?\s*)?#?\s*\d+/i,
  /(?<![&\w])#\d{1,4}\b(?![\da-f])/i,
  /\bspec(?:ification)?'?s?\b[^.;\n]{0,40}?\b(?:section|part)s?\s*\d/i,
  /\bsections?\s+\d/i,
  /\(spec(?:ification)?\b/i,
];

// A quoted UI text inside a comment ('Section 2', "Delete section 1") is the product's wording, not a citation.
const QUOTED = /(?<![A-Za-z])'[^'\n]*'(?![A-Za-z])|"[^"\n]*"|`[^`\n]*`/g;

export function citesIssueOrSpec(text) {
  const prose = text.replace(QUOTED, '');
  return CITATIONS.some((pattern) => pattern.test(prose));
}

function lineOf(source, offset) {
  let line = 1;
  for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) line += 1;
  return line;
}

/** Every comment of a TypeScript or JavaScript file with its offset, found through the compiler's syntax tree. */
export function scriptComments(file, source) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : file.endsWith('.ts') || file.endsWith('.mts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map();
  const collect = (ranges) => ranges?.forEach((range) => seen.set(range.pos, source.slice(range.pos, range.end)));
  const visit = (node) => {
    collect(ts.getLeadingCommentRanges(source, node.pos));
    collect(ts.getTrailingCommentRanges(source, node.end));
    node.getChildren(sourceFile).forEach(visit);
  };
  visit(sourceFile);
  return [...seen].map(([offset, text]) => ({ offset, text }));
}

/**
 * The `--` and block comments of a SQL file, and the texts of its COMMENT ON statements keyed by the
 * object they describe. Strings and quoted identifiers are skipped; dollar-quoted bodies are code,
 * so comments inside functions count.
 */
export function sqlComments(source) {
  const comments = [];
  const strings = [];
  let i = 0;
  while (i < source.length) {
    const two = source.slice(i, i + 2);
    if (two === '--') {
      const end = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
      comments.push({ offset: i, text: source.slice(i, end) });
      i = end;
    } else if (two === '/*') {
      const end = source.indexOf('*/', i + 2) === -1 ? source.length : source.indexOf('*/', i + 2) + 2;
      comments.push({ offset: i, text: source.slice(i, end) });
      i = end;
    } else if (source[i] === "'" || source[i] === '"') {
      const quote = source[i];
      let j = i + 1;
      while (j < source.length && !(source[j] === quote && source[j + 1] !== quote)) j += source[j] === quote ? 2 : 1;
      strings.push({ offset: i, end: j + 1, text: source.slice(i + 1, j).replaceAll(quote + quote, quote), quote });
      i = j + 1;
    } else {
      i += 1;
    }
  }
  const described = [];
  const commentOn = /\bcomment\s+on\s+((?:table|column|function|view|type|schema|policy|trigger|index|constraint)\s+[^;]*?)\s+is\s*(?=')/gi;
  for (const match of source.matchAll(commentOn)) {
    if (comments.some((comment) => match.index >= comment.offset && match.index < comment.offset + comment.text.length)) continue;
    const start = match.index + match[0].length;
    const parts = [];
    let next = strings.find((string) => string.offset === start);
    while (next) {
      parts.push(next.text);
      const after = source.slice(next.end).match(/^\s*('|;)/);
      next = after?.[1] === "'" ? strings.find((string) => string.offset === next.end + after[0].length - 1) : undefined;
    }
    described.push({ offset: match.index, object: objectKey(match[1]), text: parts.join('') });
  }
  // A dropped column or table takes its description with it.
  const dropped = [];
  const outsideComments = (match) =>
    !comments.some((comment) => match.index >= comment.offset && match.index < comment.offset + comment.text.length);
  for (const match of source.matchAll(
    /\balter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?([\w."]+)\s+drop\s+column\s+(?:if\s+exists\s+)?([\w"]+)/gi,
  )) {
    if (outsideComments(match)) dropped.push(objectKey(`column ${match[1]}.${match[2]}`));
  }
  for (const match of source.matchAll(/\bdrop\s+table\s+(?:if\s+exists\s+)?([\w."]+)/gi)) {
    if (outsideComments(match)) dropped.push(objectKey(`table ${match[1]}`));
  }
  return { comments, described, dropped };
}

/** 'column public.a.b' and 'COLUMN a.b' name the same object. */
function objectKey(text) {
  return text
    .replace(/\s+/g, ' ')
    .replaceAll('"', '')
    .toLowerCase()
    .replace(/^(\w+) public\./, '$1 ');
}

/** The prose of a Markdown file: everything outside fenced blocks and inline code. */
export function markdownProse(source) {
  const lines = [];
  let fenced = false;
  let offset = 0;
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced) lines.push({ offset, text: line.replace(/`[^`]*`/g, '') });
    offset += line.length + 1;
  }
  return lines;
}

const SCRIPT = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;

function trackedFiles() {
  // New files count before their first commit too (untracked but not ignored).
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => SCRIPT.test(file) || file.endsWith('.sql') || file.endsWith('.md'))
    .sort();
}

/** file:line of every comment that cites an issue or a spec section, in the tracked files. */
export function offendingComments(files = trackedFiles(), read = (file) => readFileSync(path.join(root, file), 'utf8')) {
  const offences = [];
  const lastDescription = new Map();
  for (const file of files) {
    let source;
    try {
      source = read(file);
    } catch {
      continue; // tracked but deleted in the working tree
    }
    // Comments are only parsed out of files whose text cites something somewhere, strings included;
    // every migration is read, as its COMMENT ON may replace an earlier one's text.
    const migration = file.startsWith('supabase/migrations/');
    if (!migration && !CITATIONS.some((pattern) => pattern.test(source))) continue;
    const report = ({ offset, text }) => {
      if (!citesIssueOrSpec(text)) return;
      const lines = text.split('\n');
      const hits = lines.flatMap((line, index) => (citesIssueOrSpec(line) ? [index] : []));
      // A citation split over two lines is reported where its comment starts.
      for (const index of hits.length ? hits : [0]) {
        offences.push(`${file}:${lineOf(source, offset) + index}: ${lines[index].trim().slice(0, 120)}`);
      }
    };
    if (SCRIPT.test(file)) scriptComments(file, source).forEach(report);
    else if (file.endsWith('.md')) markdownProse(source).forEach(report);
    else {
      const { comments, described, dropped } = sqlComments(source);
      comments.forEach(report);
      // Migrations run in file order; a later COMMENT ON replaces the text an earlier one stored.
      if (migration) {
        described.forEach((entry) => lastDescription.set(entry.object, { file, source, ...entry }));
        for (const object of dropped) {
          for (const key of lastDescription.keys())
            if (key === object || key.startsWith(`${object.replace(/^table /, 'column ')}.`)) lastDescription.delete(key);
        }
      } else described.forEach(report);
    }
  }
  for (const { file, source, offset, object, text } of lastDescription.values()) {
    if (citesIssueOrSpec(text)) offences.push(`${file}:${lineOf(source, offset)}: comment on ${object}: ${text.slice(0, 100)}`);
  }
  return offences;
}

test('citations of issues and spec sections are recognised', () => {
  for (const text of [
    '// Issue #7: with the API unreachable',
    '/** Texts of the auth panel (spec sections 4, 5 and 8). */',
    '-- spec part 1 section 3: 30 days per month',
    "-- The spec's messages (part 1 section 5) for the checks above.",
    '/** Countries the browser language may preselect (spec: AU, IN, US). */',
    '/** Home page section 6: app promotion. */',
    '// the network tables issue 12 added',
    '// fixed in #12',
  ]) {
    assert.equal(citesIssueOrSpec(text), true, text);
  }
});

test('UI texts, colours, entities and identifiers are not citations', () => {
  for (const text of [
    "// fill the 'Section 2' group's title",
    '// the heading is "Delete section 1"',
    '/* colour #fff on #1c1c1c */',
    "// escapes ' as &#39;",
    '// each spec of the directory has its own selects',
    '// the payment step follows the specified order',
  ]) {
    assert.equal(citesIssueOrSpec(text), false, text);
  }
});

test('only comments are read: strings and code may say Section 2 or #12', () => {
  const source = "const label = 'Section 2 #12'; // names the field\nfunction f(spec) { return spec; }\n/* issue #3 */\n";
  assert.deepEqual(
    scriptComments('example.ts', source).map((comment) => comment.text),
    ['// names the field', '/* issue #3 */'],
  );
  const jsx = 'export const A = () => (\n  <div>\n    {/* see issue #4 */}\n    Section 2\n  </div>\n);\n';
  assert.deepEqual(
    scriptComments('example.tsx', jsx).map((comment) => comment.text),
    ['/* see issue #4 */'],
  );
});

test('SQL: comments inside function bodies count, strings do not; the last COMMENT ON text of an object wins', () => {
  const source = [
    "select 'issue #3 -- not a comment';",
    'create function f() returns int language plpgsql as $$ begin',
    '  -- spec part 2 section 9',
    '  return 1;',
    'end $$;',
    "comment on table public.a is 'Listings (spec section 3); '",
    "  'public read.';",
  ].join('\n');
  const { comments, described } = sqlComments(source);
  assert.deepEqual(
    comments.map((comment) => comment.text),
    ['-- spec part 2 section 9'],
  );
  assert.deepEqual(described, [
    { offset: source.indexOf('comment on'), object: 'table a', text: 'Listings (spec section 3); public read.' },
  ]);
});

test('SQL: a later migration that re-issues COMMENT ON, or drops the column, clears an old citation', () => {
  const migrations = {
    'supabase/migrations/1_a.sql': "create table a (b text);\ncomment on column public.a.b is 'issue #3 revokes this';\n",
    'supabase/migrations/2_b.sql': "comment on column a.b is 'Premium content, signed-in users only.';\n",
    'supabase/migrations/3_c.sql': 'alter table public.a drop column b;\n',
  };
  const offences = (files) => offendingComments(files, (file) => migrations[file]);
  assert.deepEqual(offences(['supabase/migrations/1_a.sql']), [
    'supabase/migrations/1_a.sql:2: comment on column a.b: issue #3 revokes this',
  ]);
  assert.deepEqual(offences(['supabase/migrations/1_a.sql', 'supabase/migrations/2_b.sql']), []);
  assert.deepEqual(offences(['supabase/migrations/1_a.sql', 'supabase/migrations/3_c.sql']), []);
});

test('no file of the repository has a comment that cites an issue number or a spec section', () => {
  const offences = offendingComments();
  assert.deepEqual(offences, [], `Say why in a sentence instead:\n${offences.join('\n')}`);
});
