// The file-level import graph of the workspaces' sources, type-only imports counted.
// import-x/no-cycle leaves `import type` out, so two modules can loop through a type (api.ts
// names a type of paymentJourney.ts, which reads a constant of api.ts) and lint says nothing;
// a loop through types still ties the two modules together for a reader and for the next
// change that turns the type into a value. lint/boundaries.test.mjs, "import cycles".
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every .ts/.tsx file under `dir`, tests left out (they may reach across). */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The file a relative specifier names (`./x` → x.ts, x.tsx or x/index.ts), or null. */
function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** For each source file under `dirs`, the files it imports by relative path. */
export function fileGraph(dirs) {
  const graph = new Map();
  for (const file of dirs.flatMap(sourceFiles)) {
    const imported = new Set();
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier.startsWith('.')) continue;
      const target = resolveRelative(file, specifier);
      if (target) imported.add(target);
    }
    graph.set(file, imported);
  }
  return graph;
}

/** The groups of files that import each other round (strongly connected, more than one file), paths relative to `root`. */
export function fileCycles(graph, root) {
  const index = new Map();
  const low = new Map();
  const open = new Set();
  const stack = [];
  const groups = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    open.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (open.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      open.delete(member);
      group.push(path.relative(root, member));
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}
