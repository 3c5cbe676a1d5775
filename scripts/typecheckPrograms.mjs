// The TypeScript programs `npm run typecheck` builds, and the workspaces each one checks.
// The browser workspaces share one compiler configuration (tsconfig.base.json: DOM libs, jest
// and node types, no ambient declaration of their own), so one program checks them all and
// the shared packages they import are checked once, not once per workspace (nine programs
// re-checked shared/* nine times). The customer and admin remotes get a program of their own
// because only they map @portal/query-client (module federation's shared client): in one
// program with them, a shell or shared file importing it would no longer be an error.
// The server and e2e keep their own tsconfig (other libs and module resolution).
// typecheckPrograms.test.mjs proves each group's tsconfig is its workspaces' union.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** @type {{ config: string, workspaces: string[] }[]} largest first, so two at a time finish together */
export const PROGRAMS = [
  {
    config: 'tsconfig.browser.json',
    workspaces: [
      'shared/rules',
      'shared/contracts',
      'shared/words',
      'shared/auth',
      'shared/ui',
      'remotes/public-site',
      'shell',
    ],
  },
  { config: 'tsconfig.browser-query-client.json', workspaces: ['remotes/customer', 'remotes/admin'] },
  { config: 'server/tsconfig.json', workspaces: ['server'] },
  { config: 'e2e/tsconfig.json', workspaces: ['e2e'] },
];

/** The repository's workspaces (package.json), so a new one cannot go unchecked. */
export function workspaces() {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
}

/** Workspaces no program checks, and workspaces two programs check. */
export function coverageProblems(programs = PROGRAMS, all = workspaces()) {
  const counted = programs.flatMap((program) => program.workspaces);
  return [
    ...all.filter((ws) => !counted.includes(ws)).map((ws) => `${ws} is in no typecheck program`),
    ...all
      .filter((ws) => counted.filter((other) => other === ws).length > 1)
      .map((ws) => `${ws} is in two typecheck programs`),
    ...counted.filter((ws) => !all.includes(ws)).map((ws) => `${ws} is not a workspace`),
  ];
}

/** Reads a tsconfig (plain JSON in this repository). */
export function readConfig(file) {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
}

/** A workspace's TypeScript files, outside node_modules and build output. */
export function sourceFiles(dir) {
  const found = [];
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (['node_modules', 'dist', 'coverage'].includes(entry.name)) continue;
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|mts|cts)$/.test(entry.name)) found.push(full);
    }
  };
  if (existsSync(dir)) walk(dir);
  return found;
}
