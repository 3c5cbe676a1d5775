// The server's layers with its test helpers counted. A test helper (a file under a testing/
// folder) may build the whole app (src/testing/testApp.ts → api.ts → every feature), so a
// production module that imports one, or a feature's helper that imports another feature's, can
// put a feature below a helper that sits above it. lint/boundaries.test.mjs, "server test helpers".
import path from 'node:path';
import { fileCycles, fileGraph } from './fileGraph.mjs';

const isTestHelper = (relative) => relative.split(path.sep).includes('testing');

/** The feature a path under src/ belongs to (`features/<name>/…`), or null. */
const featureOf = (relative) => {
  const [top, name] = relative.split(path.sep);
  return top === 'features' ? name : null;
};

/**
 * The imports under `src` that break the test helpers' rules, as sentences: a production file
 * never imports a test helper; a feature's helpers take another feature only through its
 * index.ts or its own helpers (testing/), and never the whole app (src/testing/).
 */
export function testHelperImports(src) {
  const problems = [];
  for (const [file, imported] of fileGraph([src])) {
    const from = path.relative(src, file);
    for (const target of imported) {
      const to = path.relative(src, target);
      if (!isTestHelper(from)) {
        if (isTestHelper(to)) problems.push(`${from} imports ${to}: a production file imports a test helper`);
        continue;
      }
      const feature = featureOf(from);
      if (feature === null) continue;
      const other = featureOf(to);
      if (to.split(path.sep)[0] === 'testing') {
        problems.push(`${from} imports ${to}: a feature's test helper builds on the whole app`);
      } else if (other !== null && other !== feature) {
        const inside = to.split(path.sep).slice(2);
        if (inside.join('/') !== 'index.ts' && inside[0] !== 'testing') {
          problems.push(`${from} imports ${to}: a feature's test helper reaches into another feature`);
        }
      }
    }
  }
  return problems.sort();
}

/** The room of a path under src/: a top-level file, a top-level folder, or a feature's folder. */
const roomOf = (relative) => {
  const parts = relative.split(path.sep);
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}/`;
  return parts.length > 1 ? `${parts[0]}/` : parts[0];
};

/**
 * The groups of rooms under `src` that import each other round, test helpers counted (each room
 * a top-level file, a top-level folder or a feature's folder). With none, every room can stand
 * above all it imports: no import runs back up.
 */
export function roomCycles(src) {
  const rooms = new Map();
  for (const [file, imported] of fileGraph([src])) {
    const room = roomOf(path.relative(src, file));
    const targets = rooms.get(room) ?? new Set();
    for (const target of imported) {
      const other = roomOf(path.relative(src, target));
      if (other !== room) targets.add(other);
    }
    rooms.set(room, targets);
  }
  // fileCycles reads nodes as paths: rooms are made absolute under `src` and read back.
  const graph = new Map(
    [...rooms].map(([room, targets]) => [
      path.join(src, room),
      new Set([...targets].map((target) => path.join(src, target))),
    ]),
  );
  return fileCycles(graph, src);
}
