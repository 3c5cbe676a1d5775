// What a part started (servers, browsers) and has not stopped yet. When a part runs
// out of time its work is still going; bench.mjs stops all of it here before the
// next part starts, so nothing lingers or competes for the CPU.

/** @type {Set<() => Promise<void>>} */
const running = new Set();

/**
 * Runs `use`, then `stop`; `stop` also runs from stopEverything() meanwhile.
 * `stop` must tolerate being called twice.
 * @template T
 * @param {() => Promise<void>} stop
 * @param {() => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function stoppedAfter(stop, use) {
  running.add(stop);
  try {
    return await use();
  } finally {
    running.delete(stop);
    await stop();
  }
}

export async function stopEverything() {
  const stops = [...running];
  running.clear();
  await Promise.all(stops.map((stop) => stop().catch(() => undefined)));
}
