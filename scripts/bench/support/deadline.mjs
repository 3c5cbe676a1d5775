// Every benchmark step is bounded: a hung browser or server must end the run with a
// clear message, not leave `npm run bench` waiting forever.

export class DeadlineError extends Error {}

/**
 * Resolves or rejects with `promise`, or rejects with a DeadlineError after `ms`.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} what  named in the error
 * @returns {Promise<T>}
 */
export async function withDeadline(promise, ms, what) {
  let timer;
  const deadline = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
