// `npm test`'s one jest run over every workspace's suite. Each workspace keeps its own
// jest.config.js (and `npm test -w <workspace>` runs it alone); here they are projects of
// one run, so that two workers stay busy across workspaces instead of each workspace's jest
// starting on its own, the jsdom ones with one worker (jest's default on two cores), and
// leaving a core idle while its last file runs.
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
