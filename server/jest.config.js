const base = require('../jest.preset.js').jestConfig({ dir: __dirname, environment: 'node' });

// Registry packages that ship ES modules only (content-disposition under
// @fastify/static, cookie under light-my-request, file-type and the tokenizers it reads
// files with). Node 20 loads them with require(), jest's runtime does not, so jest
// compiles them to CommonJS. PGlite's dynamic imports get the same treatment.
const ESM_ONLY = [
  'content-disposition',
  'cookie',
  'file-type',
  'strtok3',
  'token-types',
  'uint8array-extras',
  '@tokenizer',
  '@borewit',
  // otplib's base32 and HMAC (two-factor codes).
  '@scure',
  '@noble',
];

module.exports = {
  ...base,
  transform: {
    ...base.transform,
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: [
      require.resolve('ts-jest'),
      { tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022' }, diagnostics: false },
    ],
    '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$':
      require.resolve('./testing/dynamicImportTransform.js'),
  },
  // file-type's exports offer its Node entry only under "import" and "module-sync",
  // conditions jest's CommonJS resolver does not use: point it at the file Node picks.
  moduleNameMapper: { ...base.moduleNameMapper, '^file-type$': require.resolve('file-type') },
  // Judged by the innermost node_modules folder: otplib's plugins keep their own
  // ES-module copy of @noble/hashes under theirs.
  transformIgnorePatterns: [
    `/node_modules/(?!(${ESM_ONLY.join('|')}|@electric-sql/pglite)/)(?!.*/node_modules/)`,
  ],
  // Each worker keeps the modules it loaded between its test files (testing/keptModulesRunner.js).
  runner: require.resolve('./testing/keptModulesRunner.js'),
  // Prepares the migrated PGlite image each test file loads (src/testing).
  globalSetup: '<rootDir>/src/testing/globalSetup.ts',
  // Node's, plus one PGlite database per worker that its test files take turns with.
  testEnvironment: require.resolve('./testing/pgliteWorkerEnvironment.js'),
  // Passwords hashed at the test cost (ARGON2_TEST_COST, refused in production).
  setupFiles: ['<rootDir>/src/features/auth/testing/testHashCost.ts'],
  // A real PostgreSQL (and the files that hash at argon2's full cost) make some tests take seconds.
  testTimeout: 30_000,
  // Two test files at once, not jest's default of one per core but one: the files wait
  // on PostgreSQL, PGlite and argon2's threads much of the time, and on this 2-core
  // machine two workers ran features/payments and teams in 58 s against 80 s.
  maxWorkers: 2,
};
