import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  freePort,
  launchBrowser,
  REPO_DIR,
  serveFolder,
  startPortal,
  type RunningPortal,
  type StaticServer,
} from '../testing';

// A copy of the public-site remote, built and deployed on its own origin, as a
// separate team would. It lives inside the repository so that it resolves the
// same node_modules; the folder is git-ignored.
const COPY_DIR = path.join(REPO_DIR, 'e2e/.artifacts/public-site-team');
const HOME_PAGE = path.join(COPY_DIR, 'src/screens/HomeScreen.tsx');
const ORIGINAL_HEADLINE = 'Pay your vendors abroad, straight from Nigeria';

function buildCopy(): void {
  const result = spawnSync(
    process.execPath,
    [
      path.join(REPO_DIR, 'node_modules/webpack/bin/webpack.js'),
      '--mode',
      'production',
      '--config',
      'webpack.config.js',
    ],
    { cwd: COPY_DIR, encoding: 'utf8' },
  );
  assert.equal(result.status, 0, `remote build failed:\n${result.stdout}\n${result.stderr}`);
}

describe('a remote redeployed alone', () => {
  let portal: RunningPortal;
  let remote: StaticServer;
  let browser: Browser;

  before(async () => {
    rmSync(COPY_DIR, { recursive: true, force: true });
    mkdirSync(COPY_DIR, { recursive: true });
    cpSync(path.join(REPO_DIR, 'remotes/public-site/src'), path.join(COPY_DIR, 'src'), { recursive: true });
    // The team's copy resolves the packages its workspace installed for itself (those npm did
    // not hoist, such as @hookform/resolvers) as a checkout of its own would: from its
    // node_modules first, then the repository's.
    writeFileSync(
      path.join(COPY_DIR, 'webpack.config.js'),
      `const { createAppConfig } = require(${JSON.stringify(path.join(REPO_DIR, 'webpack.shared.js'))});
const make = createAppConfig({ name: 'publicSite', dir: __dirname, port: 0, exposes: { './Area': './src/Area.tsx' } });
module.exports = (env, argv) => {
  const config = make(env, argv);
  config.resolve = { ...config.resolve, modules: [${JSON.stringify(path.join(REPO_DIR, 'remotes/public-site/node_modules'))}, 'node_modules'] };
  return config;
};\n`,
    );
    writeFileSync(
      path.join(COPY_DIR, 'tsconfig.json'),
      JSON.stringify({ extends: path.join(REPO_DIR, 'tsconfig.base.json'), include: ['src'] }),
    );
    buildCopy();
    remote = await serveFolder(path.join(COPY_DIR, 'dist'), await freePort());
    portal = await startPortal({ REMOTE_PUBLIC_SITE_URL: `${remote.origin}/remoteEntry.js` });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await portal?.stop();
    await remote?.close();
    rmSync(COPY_DIR, { recursive: true, force: true });
  });

  it('shows the new build in the running shell without rebuilding or restarting the shell', async () => {
    const shellEntry = path.join(REPO_DIR, 'shell/dist/main.js');
    const shellBuiltAt = statSync(shellEntry).mtimeMs;
    const page = await browser.newPage();

    await page.goto(`${portal.url}/`);
    await page.getByRole('heading', { level: 1, name: ORIGINAL_HEADLINE }).waitFor();

    const changed = 'Pay vendors abroad — redeployed by the public-site team';
    writeFileSync(HOME_PAGE, readFileSync(HOME_PAGE, 'utf8').replace(ORIGINAL_HEADLINE, changed));
    buildCopy();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: changed }).waitFor();
    assert.equal(statSync(shellEntry).mtimeMs, shellBuiltAt, 'the shell was not rebuilt');
    await page.close();
  });
});
