// The architecture's import arrows are lint rules (eslint.config.mjs, `zones`).
// These tests prove each zone refuses a bad import and lets a good one through:
// they lint one import at a time, with the repository's own ESLint
// configuration, as if it were a file at a path under lint/fixtures/ (which
// copies the repository's layout and holds the modules imported). The zone
// globs cover both the real folders and their copies under lint/fixtures/.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { zones } from '../eslint.config.mjs';
import { featureGraph, folderCycles } from './featureGraph.mjs';
import { fileCycles, fileGraph } from './fileGraph.mjs';
import { roomCycles, testHelperImports } from './serverLayers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(root, 'lint', 'fixtures');
// The fixtures are ignored by `npm run lint` (they break the rules on purpose).
const eslint = new ESLint({ cwd: root, ignore: false });

const remotes = ['public-site', 'customer', 'admin'];

/** Lints `code` as the file at `file` (relative to lint/fixtures) and returns its problems. */
async function lint(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(fixtures, file) });
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

/** Every zone message seen refusing an import, to check no zone goes untested. */
const zoneMessagesSeen = new Set();

async function assertRefused(file, code, ruleId = 'import-x/no-restricted-paths') {
  const problems = await lint(file, code);
  assert.equal(problems.length, 1, `expected exactly one problem, got ${JSON.stringify(problems)}`);
  assert.equal(problems[0].ruleId, ruleId, problems[0].message);
  if (ruleId === 'import-x/no-restricted-paths') {
    const zone = zones.find((candidate) => problems[0].message.endsWith(candidate.message));
    assert.ok(zone, `the refusal names no zone's rule: ${problems[0].message}`);
    zoneMessagesSeen.add(zone.message);
  }
  return problems[0].message;
}

async function assertAllowed(file, code) {
  assert.deepEqual(await lint(file, code), []);
}

describe('boundaries between workspaces', () => {
  for (const remote of remotes) {
    const other = remotes.find((candidate) => candidate !== remote);
    it(`the ${remote} remote cannot import another remote (${other})`, async () => {
      const message = await assertRefused(
        `remotes/${remote}/src/features/sample/crossRemote.ts`,
        `import { sampleFeature } from '../../../../${other}/src/features/sample';\nexport const x = sampleFeature;\n`,
      );
      assert.match(message, /A remote never imports another remote/);
    });
    it(`the ${remote} remote can import its own code and the shared packages`, async () => {
      await assertAllowed(
        `remotes/${remote}/src/screens/OtherScreen.ts`,
        `import { ADMIN_NAVIGATION } from '@portal/contracts/areas';\nimport { sampleFeature } from '../features/sample';\nexport const x = [ADMIN_NAVIGATION, sampleFeature];\n`,
      );
    });
  }

  it('a remote cannot import the shell', async () => {
    await assertRefused(
      'remotes/customer/src/features/sample/usesShell.ts',
      `import { routing } from '../../../../../shell/src/features/routing';\nexport const x = routing;\n`,
    );
  });

  it("the shell cannot import a remote's code", async () => {
    await assertRefused(
      'shell/src/features/routing/usesRemote.ts',
      `import { area } from '../../../../remotes/admin/src/Area';\nexport const x = area;\n`,
    );
  });
  it('the shell can import the shared packages', async () => {
    await assertAllowed(
      'shell/src/features/routing/usesShared.ts',
      `import { ApiClient } from '@portal/auth';\nimport { ui } from '../../../../shared/ui/src';\nexport const x = [ApiClient, ui];\n`,
    );
  });

  for (const [app, target] of [
    ['the shell', 'shell/src/features/routing'],
    ['a remote', 'remotes/customer/src/features/sample'],
    ['the server', 'server/src/features/auth'],
  ]) {
    it(`a shared package cannot import ${app}`, async () => {
      await assertRefused(
        'shared/ui/src/usesApp.ts',
        `import * as app from '../../../${target}';\nexport const x = app;\n`,
      );
    });
  }
  it('shared/ui can import shared/auth and shared/contracts', async () => {
    await assertAllowed(
      'shared/ui/src/usesLowerPackages.ts',
      `import { ApiClient } from '@portal/auth';\nimport { ADMIN_NAVIGATION } from '@portal/contracts/areas';\nexport const x = [ApiClient, ADMIN_NAVIGATION];\n`,
    );
  });

  for (const pkg of ['@portal/auth', '@portal/ui']) {
    it(`shared/contracts cannot import ${pkg}`, async () => {
      await assertRefused(
        'shared/contracts/src/usesUpperPackage.ts',
        `import * as upper from '${pkg}';\nexport const x = upper;\n`,
      );
    });
  }
  for (const [what, specifier] of [
    ['shared/contracts', '@portal/contracts/areas'],
    ['shared/words', '@portal/words/paymentStates'],
    ['shared/auth', '@portal/auth'],
    ['shared/ui', '@portal/ui'],
  ]) {
    it(`shared/rules cannot import ${what}`, async () => {
      const problems = await lint(
        'shared/rules/src/usesUpperPackage.ts',
        `import * as upper from '${specifier}';\nexport const x = upper;\n`,
      );
      // Refused twice over: by the zone (the arrow) and by the rules' own import list.
      assert.deepEqual(problems.map(({ ruleId }) => ruleId).sort(), [
        'import-x/no-restricted-paths',
        'no-restricted-imports',
      ]);
      const zone = zones.find((candidate) =>
        problems.some(({ message }) => message.endsWith(candidate.message)),
      );
      assert.ok(zone);
      zoneMessagesSeen.add(zone.message);
    });
  }
  for (const library of ['react', 'zod/mini']) {
    it(`shared/rules cannot import ${library}`, async () => {
      await assertRefused(
        'shared/rules/src/usesLibrary.ts',
        `import * as library from '${library}';\nexport const x = library;\n`,
        'no-restricted-imports',
      );
    });
  }
  it('shared/rules can import its own modules and plain libraries', async () => {
    await assertAllowed(
      'shared/rules/src/usesLibrary.ts',
      `import Big from 'big.js';\nimport { LOCAL_CURRENCY } from './currencies';\nexport const x = [new Big(1), LOCAL_CURRENCY];\n`,
    );
  });
  it('shared/contracts can import shared/rules, and not shared/words', async () => {
    await assertAllowed(
      'shared/contracts/src/usesRules.ts',
      `import { LOCAL_CURRENCY } from '@portal/rules/currencies';\nexport const x = LOCAL_CURRENCY;\n`,
    );
    await assertRefused(
      'shared/contracts/src/usesWords.ts',
      `import { PAYMENT_STATE_LABELS } from '@portal/words/paymentStates';\nexport const x = PAYMENT_STATE_LABELS;\n`,
    );
  });
  for (const pkg of ['@portal/auth', '@portal/ui']) {
    it(`shared/words cannot import ${pkg}`, async () => {
      await assertRefused(
        'shared/words/src/usesBrowserCode.ts',
        `import * as browser from '${pkg}';\nexport const x = browser;\n`,
      );
    });
  }
  it('shared/words can import shared/contracts and shared/rules', async () => {
    await assertAllowed(
      'shared/words/src/usesLowerPackages.ts',
      `import { DOCUMENT_TYPES } from '@portal/contracts/documents';\nimport { PAYMENT_STATES } from '@portal/rules/paymentLifecycle';\nexport const x = [DOCUMENT_TYPES, PAYMENT_STATES];\n`,
    );
  });
  it('the server and the screens can import shared/words', async () => {
    for (const file of [
      'server/src/features/auth/usesWords.ts',
      'remotes/admin/src/features/sample/usesWords.ts',
    ]) {
      await assertAllowed(
        file,
        `import { PAYMENT_STATE_LABELS } from '@portal/words/paymentStates';\nexport const x = PAYMENT_STATE_LABELS;\n`,
      );
    }
  });
  for (const pkg of ['rules', 'words']) {
    it(`nothing imports @portal/${pkg} as one barrel or by its folders`, async () => {
      await assertRefused(
        'shell/src/usesBarrel.ts',
        `import * as all from '@portal/${pkg}';\nexport const x = all;\n`,
        'no-restricted-imports',
      );
      await assertRefused(
        'remotes/admin/src/usesPackageInternals.ts',
        `import * as inner from '@portal/${pkg}/src/paymentStates';\nexport const x = inner;\n`,
        'no-restricted-imports',
      );
    });
  }
  it("screens import shared/ui's words by their subpath, not its folders", async () => {
    await assertAllowed(
      'remotes/admin/src/features/sample/usesUiWords.ts',
      `import { ADMIN_PAYMENT_QUEUE_LABELS } from '@portal/ui/words/adminPaymentQueues';\nexport const x = ADMIN_PAYMENT_QUEUE_LABELS;\n`,
    );
    await assertRefused(
      'remotes/admin/src/usesPackageInternals.ts',
      `import { ADMIN_PAYMENT_QUEUE_LABELS } from '@portal/ui/src/words/adminPaymentQueues';\nexport const x = ADMIN_PAYMENT_QUEUE_LABELS;\n`,
      'no-restricted-imports',
    );
  });
  it('shared/contracts can import libraries', async () => {
    await assertAllowed(
      'shared/contracts/src/usesLibrary.ts',
      `import { z } from 'zod';\nexport const x = z.string();\n`,
    );
  });

  it('shared/auth cannot import shared/ui', async () => {
    await assertRefused(
      'shared/auth/src/usesUi.ts',
      `import * as ui from '@portal/ui';\nexport const x = ui;\n`,
    );
  });
  it('shared/auth can import shared/contracts', async () => {
    await assertAllowed(
      'shared/auth/src/usesContracts.ts',
      `import { ADMIN_NAVIGATION } from '@portal/contracts/areas';\nexport const x = ADMIN_NAVIGATION;\n`,
    );
  });

  for (const [what, specifier] of [
    ['the shell', '../../../../shell/src/App'],
    ['a remote', '../../../../remotes/public-site/src/Area'],
    ['shared/ui', '@portal/ui'],
    ['shared/auth', '@portal/auth'],
  ]) {
    it(`the server cannot import ${what}`, async () => {
      await assertRefused(
        'server/src/features/auth/usesBrowserCode.ts',
        `import * as browser from '${specifier}';\nexport const x = browser;\n`,
      );
    });
  }
  it('the server can import shared/contracts', async () => {
    await assertAllowed(
      'server/src/features/auth/usesContracts.ts',
      `import { ADMIN_NAVIGATION } from '@portal/contracts/areas';\nexport const x = ADMIN_NAVIGATION;\n`,
    );
  });

  it('nothing imports the contracts as one barrel: each module is its own subpath', async () => {
    const message = await assertRefused(
      'shell/src/usesContractsBarrel.ts',
      `import { ADMIN_NAVIGATION } from '@portal/contracts';\nexport const x = ADMIN_NAVIGATION;\n`,
      'no-restricted-imports',
    );
    assert.match(message, /subpath/);
  });
  it("nothing imports the contracts' folders, only their subpaths", async () => {
    await assertRefused(
      'remotes/admin/src/usesPackageInternals.ts',
      `import { AREAS } from '@portal/contracts/src/areas';\nexport const x = AREAS;\n`,
      'no-restricted-imports',
    );
  });

  it("browser tests cannot import the server's source files", async () => {
    await assertRefused(
      'e2e/tests/usesServerSource.ts',
      `import { authFeature } from '../../server/src/features/auth';\nexport const x = authFeature;\n`,
    );
  });
  it('browser tests cannot reach into another package by a relative path', async () => {
    await assertRefused(
      'e2e/tests/usesRelativePackage.ts',
      `import { POST_ROUTES } from '../../../../server/src/testing/public';\nexport const x = POST_ROUTES;\n`,
      'import-x/no-relative-packages',
    );
  });
  it("browser tests can import the server's package export @portal/server/testing", async () => {
    await assertAllowed(
      'e2e/tests/usesServerExport.ts',
      `import { POST_ROUTES } from '@portal/server/testing';\nexport const x = POST_ROUTES;\n`,
    );
  });
});

describe('layers inside each app', () => {
  for (const remote of remotes) {
    const src = `remotes/${remote}/src`;
    it(`a ${remote} feature cannot import a screen`, async () => {
      await assertRefused(
        `${src}/features/sample/usesScreen.ts`,
        `import { homeScreen } from '../../screens/HomeScreen';\nexport const x = homeScreen;\n`,
      );
    });
    it(`a ${remote} feature cannot import Area.tsx`, async () => {
      await assertRefused(
        `${src}/features/sample/usesArea.ts`,
        `import { area } from '../../Area';\nexport const x = area;\n`,
      );
    });
    it(`a ${remote} feature can import the data layer`, async () => {
      await assertAllowed(
        `${src}/features/sample/usesApi.ts`,
        `import { sampleApi } from '../../api/sampleApi';\nexport const x = sampleApi;\n`,
      );
    });
    for (const [what, specifier] of [
      ['a feature', '../features/sample'],
      ['a screen', '../screens/HomeScreen'],
      ['Area.tsx', '../Area'],
    ]) {
      it(`the ${remote} data layer (api/) cannot import ${what}`, async () => {
        await assertRefused(
          `${src}/api/usesUi.ts`,
          `import * as ui from '${specifier}';\nexport const x = ui;\n`,
        );
      });
    }
    it(`the ${remote} data layer can import its own modules and shared/auth`, async () => {
      await assertAllowed(
        `${src}/api/otherApi.ts`,
        `import { ApiClient } from '@portal/auth';\nimport { sampleApi } from './sampleApi';\nexport const x = [ApiClient, sampleApi];\n`,
      );
    });
    it(`the ${remote} Area.tsx can import screens and features`, async () => {
      await assertAllowed(
        `${src}/Area.tsx`,
        `import { sampleFeature } from './features/sample';\nimport { homeScreen } from './screens/HomeScreen';\nexport const x = [sampleFeature, homeScreen];\n`,
      );
    });
  }

  for (const [from, file, specifier] of [
    ['another feature', 'remotes/customer/src/features/sample/usesOther.ts', '../other/internal'],
    ['a screen', 'remotes/customer/src/screens/UsesOther.ts', '../features/other/internal'],
    ['Area.tsx', 'remotes/customer/src/Area.tsx', './features/other/internal'],
    ['a shell feature', 'shell/src/features/routing/usesSession.ts', '../session/internal'],
    ["the shell's App.tsx", 'shell/src/App.tsx', './features/session/internal'],
  ]) {
    it(`${from} cannot import a feature's inner files, only its index.ts`, async () => {
      const message = await assertRefused(
        file,
        `import * as inner from '${specifier}';\nexport const x = inner;\n`,
      );
      assert.match(message, /only through its index\.ts/);
    });
  }
  for (const [from, file, specifier] of [
    ['another feature', 'remotes/customer/src/features/sample/usesOther.ts', '../other'],
    ['a screen', 'remotes/customer/src/screens/UsesOther.ts', '../features/other/index'],
    ['a shell feature', 'shell/src/features/routing/usesSession.ts', '../session'],
    ['the feature itself', 'remotes/customer/src/features/other/more.ts', './internal'],
  ]) {
    it(`${from} can import a feature through its index.ts (or its own files)`, async () => {
      await assertAllowed(file, `import * as feature from '${specifier}';\nexport const x = feature;\n`);
    });
  }

  for (const [what, specifier] of [
    ['App.tsx', '../../App'],
    ['bootstrap.tsx', '../../bootstrap'],
    ['its entry index.ts', '../../index'],
  ]) {
    it(`a shell feature cannot import ${what}`, async () => {
      await assertRefused(
        'shell/src/features/routing/usesComposition.ts',
        `import * as top from '${specifier}';\nexport const x = top;\n`,
      );
    });
  }
  it("the shell's App can import its features", async () => {
    await assertAllowed(
      'shell/src/App.tsx',
      `import { routing } from './features/routing';\nexport const x = routing;\n`,
    );
  });

  it('a server plugin cannot import a server feature', async () => {
    await assertRefused(
      'server/src/plugins/http/usesFeature.ts',
      `import { authFeature } from '../../features/auth';\nexport const x = authFeature;\n`,
    );
  });
  it('a server feature can import a server plugin', async () => {
    await assertAllowed(
      'server/src/features/auth/usesPlugin.ts',
      `import { httpPlugin } from '../../plugins/http';\nexport const x = httpPlugin;\n`,
    );
  });

  for (const [from, file, specifier] of [
    ['a server feature', 'server/src/features/auth/usesSchema.ts', '../../plugins/database/schema'],
    ['another plugin', 'server/src/plugins/http/usesSchema.ts', '../database/schema'],
    ['a top-level server file', 'server/src/usesSchema.ts', './plugins/database/schema'],
  ]) {
    it(`${from} cannot import the database schema file, only \`tables\` from plugins/database`, async () => {
      const message = await assertRefused(
        file,
        `import { users } from '${specifier}';\nexport const x = users;\n`,
      );
      assert.match(message, /Tables are reached one way/);
    });
  }
  it('a server feature can take `tables` from plugins/database', async () => {
    await assertAllowed(
      'server/src/features/auth/usesTables.ts',
      `import { tables } from '../../plugins/database';\nexport const x = tables.users;\n`,
    );
  });

  for (const file of ['config.ts', 'paths.ts']) {
    it(`the server's ${file} cannot import a server feature`, async () => {
      const message = await assertRefused(
        `server/src/${file}`,
        `import { authFeature } from './features/auth';\nexport const x = authFeature;\n`,
      );
      assert.match(message, /never import a product feature/);
    });
  }
  it("the server's config.ts can import a plugin", async () => {
    await assertAllowed(
      'server/src/config.ts',
      `import { httpPlugin } from './plugins/http';\nexport const x = httpPlugin;\n`,
    );
  });

  for (const [from, file, specifier] of [
    ['another server feature', 'server/src/features/sessions/usesAuth.ts', '../auth/internal'],
    ['the API composition (api.ts)', 'server/src/api.ts', './features/auth/internal'],
    ['a seed script', 'server/src/seed/usesAuth.ts', '../features/auth/internal'],
  ]) {
    it(`${from} cannot import a server feature's inner files, only its index.ts`, async () => {
      const message = await assertRefused(
        file,
        `import * as inner from '${specifier}';\nexport const x = inner;\n`,
      );
      assert.match(message, /server feature is imported only through its index\.ts/);
    });
  }
  for (const [from, file, specifier] of [
    ['another server feature', 'server/src/features/sessions/usesAuth.ts', '../auth'],
    ['the API composition (api.ts)', 'server/src/api.ts', './features/auth/index'],
    [
      "another feature's tests",
      'server/src/features/sessions/sessions.test.ts',
      '../auth/testing/authTesting',
    ],
    ['the feature itself', 'server/src/features/auth/more.ts', './internal'],
  ]) {
    it(`${from} can import a server feature through its index.ts (or its testing/ helpers, or its own files)`, async () => {
      await assertAllowed(file, `import * as feature from '${specifier}';\nexport const x = feature;\n`);
    });
  }
});

describe('import cycles', () => {
  it('two modules that import each other are refused', async () => {
    const [result] = await eslint.lintFiles([path.join(fixtures, 'cycle', 'a.ts')]);
    assert.deepEqual(
      result.messages.map(({ ruleId }) => ruleId),
      ['import-x/no-cycle'],
    );
  });
  it('a one-way chain of imports is allowed', async () => {
    const [result] = await eslint.lintFiles([path.join(fixtures, 'chain', 'a.ts')]);
    assert.deepEqual(result.messages, []);
  });
  it('two modules that loop through a type-only import are a cycle', () => {
    const dir = path.join(fixtures, 'type-cycle');
    assert.deepEqual(fileCycles(fileGraph([dir]), dir), [['a.ts', 'b.ts']]);
  });
  it('no source file of any workspace imports itself back, type imports counted', () => {
    const workspaces = [
      'shared/rules/src',
      'shared/contracts/src',
      'shared/words/src',
      'shared/auth/src',
      'shared/ui/src',
      'shell/src',
      ...remotes.map((remote) => `remotes/${remote}/src`),
      'server/src',
      'e2e/testing',
    ];
    assert.deepEqual(fileCycles(fileGraph(workspaces.map((dir) => path.join(root, dir))), root), []);
  });
});

describe('server feature folders', () => {
  // Two feature folders can loop through different files (payments/index.ts → registrations,
  // registrations/index.ts → payments/count.ts) with no cycle between files for import-x/no-cycle
  // to see; the folder graph (lint/featureGraph.mjs) sees it.
  it('two feature folders that import each other are a cycle', () => {
    const graph = featureGraph(path.join(fixtures, 'server', 'src', 'features'));
    assert.deepEqual(folderCycles(graph), ['payments → registrations → payments']);
  });
  it('a one-way graph of feature folders has no cycle', () => {
    const graph = new Map([
      ['payments', new Set(['access'])],
      ['access', new Set(['auth'])],
      ['auth', new Set()],
    ]);
    assert.deepEqual(folderCycles(graph), []);
  });
  it("the server's features import each other one way only (no folder cycle)", () => {
    assert.deepEqual(folderCycles(featureGraph(path.join(root, 'server', 'src', 'features'))), []);
  });
});

describe('server test helpers', () => {
  // A test helper may build the whole app (src/testing/testApp.ts → api.ts → every feature); a
  // production module or another feature's helper that imports it would sit below it
  // (lint/serverLayers.mjs). The fixture breaks each rule once.
  const fixture = path.join(fixtures, 'test-helpers', 'src');
  const server = path.join(root, 'server', 'src');
  it("a production file that imports a test helper, and a feature helper that takes another feature's inner file or the whole app, are refused", () => {
    assert.deepEqual(testHelperImports(fixture), [
      'features/payments/index.ts imports features/payments/testing/paymentTesting.ts: a production file imports a test helper',
      "features/payments/testing/paymentTesting.ts imports features/team/members.ts: a feature's test helper reaches into another feature",
      "features/payments/testing/paymentTesting.ts imports testing/testApp.ts: a feature's test helper builds on the whole app",
    ]);
  });
  it('folders that import each other round through their test helpers are a cycle', () => {
    assert.deepEqual(roomCycles(fixture), [['api.ts', 'features/payments', 'features/team', 'testing']]);
  });
  it('no production file of the server imports a test helper, and feature helpers take other features through their index.ts or testing/ only', () => {
    assert.deepEqual(testHelperImports(server), []);
  });
  it("the server's files and folders (each feature's, plugins/, testing/…) import each other one way only, test helpers counted", () => {
    assert.deepEqual(roomCycles(server), []);
  });
});

describe('the zone list', () => {
  it('has a test refusing an import for every zone', () => {
    const untested = zones.map((zone) => zone.message).filter((message) => !zoneMessagesSeen.has(message));
    assert.deepEqual(untested, []);
  });
});
