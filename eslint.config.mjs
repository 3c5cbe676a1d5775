// One ESLint configuration for the whole repository (`npm run lint`). Besides
// code quality it enforces the architecture: the import arrows that may exist
// between workspaces and between the layers inside each app (the "zones" below),
// and no import cycles. lint/boundaries.test.mjs proves every zone refuses a
// bad import and lets a good one through, by linting files under lint/fixtures/
// that copy the repository's layout.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { oneWayPerJob } from './lint/oneWayPerJob.mjs';

const root = import.meta.dirname;
const remotes = ['public-site', 'customer', 'admin'];
// The apps whose src/features/<name>/ folders each publish an index.ts.
const featureApps = [...remotes.map((remote) => `remotes/${remote}/src`), 'shell/src'];

const TS = ['**/*.{ts,tsx,mts,cts}'];
const TSX = ['**/*.tsx'];
const TESTS = ['**/*.test.{ts,tsx}', '**/testing/**/*.{ts,tsx}', 'jest.setup.ts'];

// Every zone path is a glob from the repository root that also matches the same
// path under lint/fixtures/, so the zone tests exercise exactly these zones.
const at = (path) => `{,lint/fixtures/}${path}`;
const remoteSrc = (remote) => at(`remotes/${remote}/src`);
// Zone exceptions are matched against absolute paths, so they carry the root.
const absolute = (glob) => `${root}/${glob}`;

/** The feature folders of an app's src, here and in the fixtures' copy. */
const featuresOf = (src) => [
  ...new Set(['', 'lint/fixtures/'].flatMap((prefix) => folders(path.join(root, prefix, src, 'features')))),
];
const folders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/** The barrel-less packages, reached only through their module subpaths. */
const SUBPATH_PACKAGES = ['contracts', 'rules', 'words'];
const packageEntrances = {
  paths: SUBPATH_PACKAGES.map((pkg) => ({
    name: `@portal/${pkg}`,
    message: `Import the module's subpath ('@portal/${pkg}/<module>'): @portal/${pkg} has no barrel.`,
  })),
  patterns: [
    ...SUBPATH_PACKAGES.map((pkg) => ({
      group: [`@portal/${pkg}/src`, `@portal/${pkg}/src/**`],
      message: `The package's folders are not its API: import the module's subpath ('@portal/${pkg}/<module>').`,
    })),
    {
      group: ['@portal/ui/src/**', '!@portal/ui/src/styles.css'],
      message:
        "shared/ui's folders are not its API: import '@portal/ui' or a words subpath ('@portal/ui/words/<x>').",
    },
  ],
};
const RULES_IMPORT_NOTHING =
  '@portal/rules imports no other @portal package, no schema library and no React: it is the rules both sides run (contracts may import rules, never the reverse).';

/** @type {{ target: string | string[], from: string | string[], except?: string[], message: string }[]} */
const zones = [
  // Between workspaces.
  ...remotes.map((remote) => ({
    target: at(`remotes/${remote}/**`),
    from: remotes.filter((other) => other !== remote).map((other) => at(`remotes/${other}/**`)),
    message:
      'A remote never imports another remote: each is built and deployed on its own; share code through shared/* packages.',
  })),
  {
    target: at('remotes/**'),
    from: at('shell/**'),
    message:
      'A remote never imports the shell: the shell hosts remotes at run time; what both need belongs in shared/* packages.',
  },
  {
    target: at('shell/**'),
    from: at('remotes/**'),
    message:
      'The shell never imports a remote’s code: remotes arrive through module federation at run time (shell/src/features/remotes).',
  },
  {
    target: at('shared/**'),
    from: [at('shell/**'), at('remotes/**'), at('server/**')],
    message:
      'Shared packages never import an app (shell, remotes, server): the apps depend on them, not the reverse.',
  },
  {
    target: at('shared/rules/**'),
    from: [at('shared/contracts/**'), at('shared/words/**'), at('shared/auth/**'), at('shared/ui/**')],
    message:
      'shared/rules is the bottom layer (lifecycle, money, bank and phone rules): it imports no other @portal package, so the schemas can refine with it.',
  },
  {
    target: at('shared/contracts/**'),
    from: [at('shared/words/**'), at('shared/auth/**'), at('shared/ui/**')],
    message:
      'shared/contracts is the wire (schemas, their types, paths, error codes): it imports only shared/rules among the @portal packages, never words, auth or ui.',
  },
  {
    target: at('shared/words/**'),
    from: [at('shared/auth/**'), at('shared/ui/**')],
    message:
      'shared/words holds the words the server says too: it imports only shared/contracts and shared/rules, never browser code (auth, ui).',
  },
  {
    target: at('shared/auth/**'),
    from: at('shared/ui/**'),
    message:
      'shared/auth (session store, API client) never imports shared/ui: the UI is built on auth, not the reverse.',
  },
  {
    target: at('server/**'),
    from: [at('shell/**'), at('remotes/**'), at('shared/ui/**'), at('shared/auth/**')],
    message:
      'The server imports only shared/contracts, shared/rules and shared/words among the client packages: shell, remotes, shared/ui and shared/auth are browser code.',
  },
  {
    target: at('e2e/**'),
    from: at('server/**'),
    except: [absolute(at('server/src/testing/**'))],
    message:
      'Browser tests reach the server only through its package export @portal/server/testing, never its source files.',
  },

  // Inside each remote: Area.tsx composes screens/, screens compose features/,
  // features use api/ (the data layer) and shared packages.
  ...remotes.flatMap((remote) => [
    {
      target: `${remoteSrc(remote)}/features/**`,
      from: [`${remoteSrc(remote)}/screens/**`, `${remoteSrc(remote)}/Area.tsx`],
      message:
        'A feature never imports a screen or Area.tsx: screens and the Area compose features, so the arrow points down only.',
    },
    {
      target: `${remoteSrc(remote)}/api/**`,
      from: [
        `${remoteSrc(remote)}/features/**`,
        `${remoteSrc(remote)}/screens/**`,
        `${remoteSrc(remote)}/Area.tsx`,
      ],
      message:
        'The data layer (api/) never imports features, screens or Area.tsx: it reads and writes server data and knows nothing of the UI.',
    },
  ]),

  // A feature folder's index.ts is its public API: the rest of the app (other
  // features, screens, Area.tsx, App.tsx) imports nothing else from it.
  ...featureApps.flatMap((src) =>
    featuresOf(src).map((feature) => ({
      target: at(`${src}/{*.{ts,tsx},!(features)/**,features/!(${feature})/**}`),
      from: at(`${src}/features/${feature}/**`),
      except: [absolute(at(`${src}/features/${feature}/index.{ts,tsx}`))],
      message:
        'Outside its own folder, a feature is imported only through its index.ts (its public API), so the rest of its files can change freely.',
    })),
  ),

  // Inside the shell: App.tsx, bootstrap.tsx and index.ts compose features.
  {
    target: at('shell/src/features/**'),
    from: [at('shell/src/App.tsx'), at('shell/src/bootstrap.tsx'), at('shell/src/index.ts')],
    message:
      'A shell feature never imports App.tsx, bootstrap.tsx or index.ts: they compose the features, so the arrow points down only.',
  },

  // Inside the server: cross-cutting plugins are below the product features.
  {
    target: at('server/src/plugins/**'),
    from: at('server/src/features/**'),
    message:
      'A server plugin (cross-cutting: http, logging, security, database...) never imports a product feature: features are built on plugins.',
  },
  {
    target: at('server/{*.ts,scripts/**,src/*.ts,src/!(plugins)/**,src/plugins/!(database)/**}'),
    from: at('server/src/plugins/database/schema.ts'),
    message:
      'Tables are reached one way: `tables` (and the row types) from plugins/database, never its schema.ts.',
  },
  {
    target: [at('server/src/config.ts'), at('server/src/paths.ts')],
    from: at('server/src/features/**'),
    message:
      'config.ts and paths.ts never import a product feature: they are read before any feature exists (what both need belongs in a plugin or shared/contracts).',
  },

  // A server feature (a domain module: auth, payments, registrations...) is imported from outside
  // its folder only through its index.ts. Test helpers in a feature's testing/ folder are shared
  // with the other features' tests.
  ...featuresOf('server/src').map((feature) => ({
    target: at(`server/src/{*.ts,!(features)/**,features/!(${feature})/**}`),
    from: at(`server/src/features/${feature}/**`),
    except: [
      absolute(at(`server/src/features/${feature}/index.ts`)),
      absolute(at(`server/src/features/${feature}/testing/**`)),
    ],
    message:
      'Outside its own folder, a server feature is imported only through its index.ts (its public API), so the rest of its files can change freely.',
  })),
];

export { zones };

// The same minimatch import-x/no-restricted-paths matches its globs with.
const { Minimatch } = createRequire(import.meta.resolve('eslint-plugin-import-x'))('minimatch');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
/** The zones whose target can match a file under `folder` (a glob match on the folder as a prefix). */
const zonesUnder = (folder) =>
  zones.filter((zone) =>
    [zone.target]
      .flat()
      .some((target) =>
        new Minimatch(path.resolve(root, target), { windowsPathsNoEscape: true }).match(
          path.join(root, folder),
          true,
        ),
      ),
  );
// no-restricted-paths compiles every zone's target glob again for each file it lints: 112 zones
// took 40 ms a file, a minute over the repository. Each workspace (and its copy under
// lint/fixtures/) gets only the zones whose target can match a file inside it, none to 33;
// a file elsewhere keeps all the zones. A zone left out could not have matched the file.
const zonesByWorkspace = workspaces
  .flatMap((workspace) => [workspace, `lint/fixtures/${workspace}`])
  .map((folder) => {
    const inside = zonesUnder(folder);
    return {
      files: [`${folder}/**/*.{js,mjs,cjs,ts,tsx,mts,cts}`],
      rules: {
        'import-x/no-restricted-paths':
          inside.length > 0 ? ['error', { basePath: root, zones: inside }] : 'off',
      },
    };
  });

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/coverage/**',
      '**/sourcemaps/**',
      'e2e/screenshots/**',
      'e2e/.artifacts/**',
      '.bench/**',
      // The zone tests' fixtures import across boundaries on purpose; the test
      // lints them itself (with this configuration).
      'lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: TS,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // The typecheck's programs (scripts/typecheckPrograms.mjs), not one per workspace
        // tsconfig.json: the browser workspaces share one program (two: only customer and admin
        // map @portal/query-client), so the shared packages are parsed and typed once, not
        // once per workspace. A file is linted in the first program that holds it: the query
        // client in its own, the root jest setup file in the browser one. A TypeScript file
        // in none of them is a parse error, as it was outside every tsconfig.json.
        project: [
          'federation/query-client/tsconfig.json',
          'tsconfig.browser.json',
          'tsconfig.browser-query-client.json',
          'server/tsconfig.json',
          'e2e/tsconfig.json',
          'bench/tsconfig.json',
        ],
        tsconfigRootDir: root,
      },
    },
  },
  {
    files: TS,
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      // node:test's describe() and it() return promises the runner itself
      // awaits; awaiting them in the file would change nothing.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', name: ['describe', 'it', 'test', 'suite'], package: 'node:test' },
          ],
        },
      ],
      // An async function without await is how Fastify plugins and fakes of
      // promise-returning interfaces are written. The bug this rule hunts (a
      // forgotten await) is caught by no-floating-promises and
      // no-misused-promises instead.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: TSX,
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: TESTS,
    rules: {
      // Jest mocks are asserted by passing the method itself
      // (expect(api.save).toHaveBeenCalled()), which this rule reads as an
      // unbound `this`; mocks have no `this`.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // The zone fixtures are not part of any TypeScript program; the zone and
    // cycle rules they exist for need only the import resolver. (After every
    // block that turns a type-aware rule on.)
    files: ['lint/fixtures/**'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads to follow imports (for cycles), and with
      // which parser.
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      // Resolved paths and parsed dependencies (no-cycle's graph) are kept for the whole run:
      // by default they expire after 30 s, so a lint of several minutes resolved and parsed
      // the same modules again and again. A lint run sees the files of one moment.
      'import-x/cache': { lifetime: Infinity },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: ['tsconfig.base.json', '*/tsconfig.json', '{shared,remotes}/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // A workspace reaches another only by its package name (and its exports),
      // never by a relative path into the other's folder.
      'import-x/no-relative-packages': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A package is reached through its published entry points only. @portal/contracts,
      // @portal/rules and @portal/words have no barrel: each module is its own subpath, so a
      // bundle takes what it imports.
      'no-restricted-imports': ['error', packageEntrances],
    },
  },
  ...zonesByWorkspace,
  {
    // The rules are plain functions and constants both sides run: no schema, word or React.
    files: [`${at('shared/rules')}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...packageEntrances.paths,
            ...['react', 'react-dom', 'zod', 'zod/mini'].map((name) => ({
              name,
              message: RULES_IMPORT_NOTHING,
            })),
          ],
          patterns: [
            ...packageEntrances.patterns,
            {
              group: ['@portal/*', '@portal/*/**', 'react/**', 'react-dom/**'],
              message: RULES_IMPORT_NOTHING,
            },
          ],
        },
      ],
    },
  },
  // One way per job on the client: one query idiom per remote, one form hook, one api client.
  ...oneWayPerJob,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module' },
  },
);
