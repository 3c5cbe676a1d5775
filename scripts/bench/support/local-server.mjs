// A benchmark's own HTTP server on a free port of 127.0.0.1 (test servers listen there only).

/**
 * Starts `server` listening and says where, with a stop that ends kept-alive connections
 * too (a browser's would hold `close` open).
 * @param {import('node:http').Server} server
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function listenLocally(server) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
