// Files that cannot import the manifest (Markdown, JSON) are checked against it here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builds, portsFromEnv, remotes, routeTableMarkdown, supabase } from '@donation-network/portal-manifest';

const ROOT = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The Markdown table starting with `header` in `text`, normalised (no padding around cells). */
function tableAfter(text: string, header: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.replace(/\s+/g, ' ').trim().startsWith(header));
  if (start < 0) return '';
  const table: string[] = [];
  for (const line of lines.slice(start)) {
    if (!line.trim().startsWith('|')) break;
    table.push(
      line
        .split('|')
        .map((cell) => cell.trim())
        .join(' | ')
        .trim(),
    );
  }
  return table.join('\n');
}

const normalise = (table: string) =>
  table
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .map((cell) => cell.trim())
        .join(' | ')
        .trim(),
    )
    .join('\n');

describe('README.md', () => {
  const readme = read('README.md');

  it('prints the route-ownership table the manifest gives (node -e "console.log(require(\'portal-manifest\').routeTableMarkdown())")', () => {
    expect(tableAfter(readme, '| remote | routes |')).toBe(normalise(routeTableMarkdown()));
  });

  it('lists every build with its port, its port under PORT_BASE=4000, its variable and its folder', () => {
    const ports = tableAfter(readme, '| what | port | with `PORT_BASE=4000` | variable | package |');
    const moved = portsFromEnv({ PORT_BASE: '4000' });
    for (const build of builds) {
      expect(ports).toContain(`| ${build.port} | ${moved[build.key]} | \`${build.portEnv}\` | \`${build.folder}/\` |`);
    }
    expect(ports).toContain(`| ${supabase.port} | ${moved.supabase} | \`${supabase.portEnv}\` |`);
  });

  it('names every remote variable', () => {
    for (const entry of remotes) expect(readme).toContain(`\`${entry.env}\``);
  });
});

describe('package.json', () => {
  it('has every build as a workspace', () => {
    const { workspaces } = JSON.parse(read('package.json')) as { workspaces: string[] };
    for (const build of builds) expect(workspaces).toContain(build.folder);
  });
});

describe('tsconfig.json', () => {
  it('typechecks every build', () => {
    const { include } = JSON.parse(read('tsconfig.json')) as { include: string[] };
    for (const build of builds) expect(include).toContain(`${build.folder}/src`);
  });
});

describe('jest.config.js', () => {
  it('runs the tests of every build', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const config = require('../jest.config.js') as { projects: Array<{ displayName: string; roots: string[] }> };
    const ui = config.projects.find((project) => project.displayName === 'ui');
    for (const build of builds) expect(ui?.roots).toContain(`<rootDir>/${build.folder}/src`);
  });
});
