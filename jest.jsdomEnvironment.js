// jsdom plus the WHATWG fetch classes Node already has, so code that uses fetch
// and Response runs in component tests as it does in the browser.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
      'ReadableStream',
      'AbortController',
    ]) {
      if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
