// The typecheck's shared programs must find every error the workspaces' own tsconfigs find:
// same compiler options, the same files, and nothing in one workspace that could declare a
// name for another (a global script, a .d.ts, `declare global` / `declare module`).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PROGRAMS, coverageProblems, readConfig, root, sourceFiles } from './typecheckPrograms.mjs';

const shared = PROGRAMS.filter(({ config, workspaces }) => config !== `${workspaces[0]}/tsconfig.json`);

/** A tsconfig's relative paths (include, paths) as paths from the repository's root. */
function fromRoot(configFile, config) {
  const dir = path.dirname(configFile);
  const rebase = (p) => path.join(dir, p);
  const { paths, ...options } = config.compilerOptions ?? {};
  return {
    extends: path.join(dir, config.extends),
    include: (config.include ?? []).map(rebase),
    compilerOptions: paths
      ? { ...options, paths: Object.fromEntries(Object.entries(paths).map(([k, v]) => [k, v.map(rebase)])) }
      : options,
    rest: Object.keys(config).filter((key) => !['extends', 'include', 'compilerOptions'].includes(key)),
  };
}

test('every workspace is checked by exactly one program', () => {
  assert.deepEqual(coverageProblems(), []);
  assert.deepEqual(coverageProblems(PROGRAMS, ['shared/rules', 'shared/new']), [
    'shared/new is in no typecheck program',
    'shared/contracts is not a workspace',
    'shared/words is not a workspace',
    'shared/auth is not a workspace',
    'shared/ui is not a workspace',
    'remotes/public-site is not a workspace',
    'shell is not a workspace',
    'remotes/customer is not a workspace',
    'remotes/admin is not a workspace',
    'server is not a workspace',
    'e2e is not a workspace',
  ]);
});

test("a shared program has its workspaces' options and exactly their files", () => {
  for (const { config, workspaces } of shared) {
    const group = fromRoot(config, readConfig(config));
    const own = workspaces.map((ws) => fromRoot(`${ws}/tsconfig.json`, readConfig(`${ws}/tsconfig.json`)));
    for (const [i, workspace] of own.entries()) {
      assert.equal(workspace.extends, group.extends, `${workspaces[i]} extends another base`);
      assert.deepEqual(workspace.compilerOptions, group.compilerOptions, `${workspaces[i]}'s options`);
      assert.deepEqual(workspace.rest, [], `${workspaces[i]} has settings the program lacks`);
    }
    assert.deepEqual(group.rest, []);
    assert.deepEqual(
      [...new Set(own.flatMap((workspace) => workspace.include))].sort(),
      [...group.include].sort(),
      `${config} includes its workspaces' files, no more`,
    );
  }
});

test("no file of a shared program declares a name for another workspace's files", () => {
  const global = /^\s*declare\s+(global|module)\b|^\s*\/\/\/\s*<reference\b/m;
  const moduleSyntax = /^\s*(import|export)\b/m;
  for (const { workspaces } of shared) {
    for (const file of workspaces.flatMap((ws) => sourceFiles(path.join(root, ws)))) {
      const name = path.relative(root, file);
      const text = readFileSync(file, 'utf8');
      assert.ok(!name.endsWith('.d.ts'), `${name}: a declaration file applies to the whole program`);
      assert.ok(!global.test(text), `${name}: global declarations apply to the whole program`);
      assert.ok(moduleSyntax.test(text), `${name}: a script (no import or export) is global to the program`);
    }
  }
});
