const path = require('node:path');

const config = require('../../jest.preset.js').jestConfig({ dir: __dirname });

// The page's shared QueryClient module (a federation singleton in the build).
config.moduleNameMapper['^@portal/query-client$'] = path.join(
  __dirname,
  '../../federation/query-client/index.ts',
);

// Its server-side renderer of a signed-in first screen (D41), in the same folder.
config.moduleNameMapper['^@portal/query-client/(.*)$'] = path.join(
  __dirname,
  '../../federation/query-client/$1',
);

module.exports = config;
