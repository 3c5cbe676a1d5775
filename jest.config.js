// `npx jest` at the root: every workspace's suite as projects of one jest run. Each workspace
// keeps its own jest.config.js (and `npm test -w <workspace>` runs it alone); here two workers
// can stay busy across workspaces, where `npm test` runs each workspace's jest in turn, the
// jsdom ones with one worker (jest's default on two cores). Not yet what `npm test` runs: on
// this shared machine it was not shown faster (docs/decisions.md, "## speed2").
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
