// The folder-level import graph of the server's features: which feature folder imports which.
// import-x/no-cycle sees cycles between files; two folders can loop through different files
// (a → b through one file, b → a through another) without any file cycle, so the boundaries
// test checks the folders too (lint/boundaries.test.mjs, "feature folders").
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every .ts file under `dir` (tests and test helpers are left out: they may reach across). */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('testing'));
}

/** The features folder's graph: for each feature, the other features its files import. */
export function featureGraph(featuresDir) {
  const graph = new Map();
  for (const feature of readdirSync(featuresDir, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const imported = new Set();
    for (const file of sourceFiles(path.join(featuresDir, feature.name))) {
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2];
        if (!specifier.startsWith('.')) continue;
        const target = path.relative(featuresDir, path.resolve(path.dirname(file), specifier));
        const [folder] = target.split(path.sep);
        if (!target.startsWith('..') && folder !== feature.name) imported.add(folder);
      }
    }
    graph.set(feature.name, imported);
  }
  return graph;
}

/** The feature folders that loop (each cycle once, as a path `a → b → a`). */
export function folderCycles(graph) {
  const cycles = [];
  const state = new Map();
  const stack = [];
  const visit = (node) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' → '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}
