// One jest configuration for every workspace: TypeScript through ts-jest in
// transpile-only mode (type checking is `npm run typecheck`), CSS stubbed.
const path = require('node:path');

/** @param {{ dir: string, environment?: 'jsdom' | 'node' }} options */
function jestConfig({ dir, environment = 'jsdom' }) {
  return {
    rootDir: dir,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest.jsdomEnvironment.js') : 'node',
    roots: ['<rootDir>'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: {
      '^.+\\.tsx?$': [
        require.resolve('ts-jest'),
        {
          tsconfig: {
            jsx: 'react-jsx',
            module: 'commonjs',
            moduleResolution: 'node10',
            esModuleInterop: true,
            isolatedModules: true,
            target: 'ES2022',
          },
          diagnostics: false,
        },
      ],
    },
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'jest.styleStub.js'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup.ts')] : [],
    // A component test that types a whole form takes 1–3 s on a quiet 2-core machine and over
    // jest's 5 s default when the machine is busy (a browser run beside it): a timeout is not
    // what those tests assert.
    testTimeout: 20_000,
  };
}

module.exports = { jestConfig };
