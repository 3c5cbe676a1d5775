// The server process's resident memory while it takes the uploads, from Linux's /proc.
// The kernel keeps the peak (VmHWM) itself; writing 5 to clear_refs resets it to the
// current size, so the peak of one round is exact, not sampled. Where that is not
// allowed, sampling every few milliseconds gives a lower bound.
import { readFileSync, writeFileSync } from 'node:fs';

const field = (pid, name) => {
  try {
    const kilobytes = new RegExp(`${name}:\\s+(\\d+) kB`).exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    )?.[1];
    return kilobytes ? Number(kilobytes) * 1024 : null;
  } catch {
    return null;
  }
};

/** Resident bytes of `pid` now, or null where /proc is not available. */
export const residentBytes = (pid) => field(pid, 'VmRSS');

/**
 * Starts watching `pid`; `stop()` resolves to its resident bytes at the start and the
 * peak since, and how the peak was taken.
 * @param {number} pid
 */
export function watchResidentMemory(pid) {
  const start = field(pid, 'VmRSS');
  let exact = false;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    exact = true;
  } catch {
    // Not permitted here: the samples below are the measure.
  }
  let sampled = start ?? 0;
  const timer = setInterval(() => {
    sampled = Math.max(sampled, field(pid, 'VmRSS') ?? 0);
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      const peak = exact ? field(pid, 'VmHWM') : null;
      return {
        start,
        peak: Math.max(peak ?? 0, sampled),
        method: exact ? 'VmHWM after clear_refs' : 'sampled every 5 ms',
      };
    },
  };
}
