// PGlite's CommonJS build loads Node built-ins with `await import("fs")`. Jest runs
// modules in a vm context where dynamic import needs --experimental-vm-modules, so
// for jest (only) those imports become requires of the same built-ins.
const { createHash } = require('node:crypto');

const VERSION = '1';
const DYNAMIC_IMPORT = /\bimport\((["'])((?:node:)?[a-z_/]+)\1\)/g;

module.exports = {
  process(source) {
    const code = source.replace(
      DYNAMIC_IMPORT,
      (_match, _quote, name) =>
        `Promise.resolve().then(() => { const m = __jestRequire(${JSON.stringify(name)}); return Object.assign({ default: m }, m); })`,
    );
    // Captured at the top: the bundle declares its own `var require` in places.
    return { code: `const __jestRequire = require;\n${code}` };
  },
  getCacheKey(source, filename) {
    return createHash('sha256').update(VERSION).update(filename).update(source).digest('hex');
  },
};
