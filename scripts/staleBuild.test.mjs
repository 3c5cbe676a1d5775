import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { markBuilt, staleReason } from './staleBuild.mjs';

const BUILD = { output: 'app/dist/index.html', sources: ['app', 'shared', 'package-lock.json'] };
const BUILT_AT = new Date('2026-01-10T12:00:00Z');
const BEFORE = new Date('2026-01-10T11:00:00Z');
const AFTER = new Date('2026-01-10T13:00:00Z');

let root;

/** Writes a file under the temporary repository with the given modification time. */
function file(relative, modifiedAt) {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, relative);
  utimesSync(full, modifiedAt, modifiedAt);
}

describe('staleReason', () => {
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'stale-build-'));
    file('app/src/index.ts', BEFORE);
    file('shared/ui/src/Button.tsx', BEFORE);
    file('package-lock.json', BEFORE);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('asks for a build when there is none yet', () => {
    assert.equal(staleReason(BUILD, root), 'no app/dist/index.html yet');
  });

  it('leaves a build that is newer than all its sources', () => {
    file(BUILD.output, BUILT_AT);
    assert.equal(staleReason(BUILD, root), null);
  });

  it("rebuilds when one of the app's own files changed after its build", () => {
    file(BUILD.output, BUILT_AT);
    file('app/src/index.ts', AFTER);
    assert.match(staleReason(BUILD, root) ?? '', /sources changed/);
  });

  it('rebuilds when a shared package or the lock file changed after the build', () => {
    file(BUILD.output, BUILT_AT);
    file('shared/ui/src/Button.tsx', AFTER);
    assert.match(staleReason(BUILD, root) ?? '', /sources changed/);

    file('shared/ui/src/Button.tsx', BEFORE);
    file('package-lock.json', AFTER);
    assert.match(staleReason(BUILD, root) ?? '', /sources changed/);
  });

  it('rebuilds when a new source file appears after the build', () => {
    file(BUILD.output, BUILT_AT);
    file('app/src/features/new/NewThing.tsx', AFTER);
    assert.match(staleReason(BUILD, root) ?? '', /sources changed/);
  });

  it('does not count build output, dependencies, tests or dot-folders as sources', () => {
    file(BUILD.output, BUILT_AT);
    file('app/dist/main.js', AFTER);
    file('app/sourcemaps/main.js.map', AFTER);
    file('app/node_modules/pkg/index.js', AFTER);
    file('app/.data/pglite/base', AFTER);
    file('app/src/index.test.ts', AFTER);
    assert.equal(staleReason(BUILD, root), null);
  });

  it('counts a build whose output webpack left untouched as current once it is marked built', () => {
    // A source edit that changes no output (a comment): the build runs, the output keeps its date.
    file(BUILD.output, BUILT_AT);
    file('app/src/index.ts', new Date(Date.now() - 1000));
    assert.match(staleReason(BUILD, root) ?? '', /sources changed/);
    markBuilt(BUILD, root);
    assert.equal(staleReason(BUILD, root), null);
  });
});
