// `npm test`'s jest run (and `npx jest` at the root): every workspace's suite as projects of one
// run. Each workspace keeps its own jest.config.js (and `npm test -w <workspace>` runs it alone);
// here two workers stay busy across workspaces, where running each workspace's jest in turn left
// the jsdom ones on one worker (jest's default on two cores). On a quiet machine this run took
// 5:14, where the workspaces in turn took 5:27 (`npm test`'s 5:44 less its 17 s of lint-zone and
// script tests), the same tests passing (docs/benchmarks.md, eighth session).
const { existsSync } = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

/** Every workspace that has a jest suite (the browser tests in e2e/ run with node --test). */
const withJest = workspaces.filter((workspace) =>
  existsSync(path.join(__dirname, workspace, 'jest.config.js')),
);

/**
 * A workspace's configuration as a project, less the options only a run may set. Nothing is
 * added (not even a displayName), so that a project's transforms share jest's cache with the
 * workspace run alone.
 */
function asProject(workspace) {
  const project = { ...require(path.join(__dirname, workspace, 'jest.config.js')) };
  delete project.maxWorkers;
  return project;
}

module.exports = {
  projects: withJest.map(asProject),
  // Options jest reads from the run, not from a project: the server's two workers, and its
  // 30 s limit (a real PostgreSQL, argon2 at full cost), above the 20 s the component tests
  // allow themselves (jest.preset.js) when their workspace runs alone.
  maxWorkers: 2,
  testTimeout: 30_000,
};
