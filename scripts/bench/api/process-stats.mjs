// What a server process used, from Linux's /proc (the benchmark's servers are its
// children). CPU time per request is the figure a busy, shared machine disturbs least:
// throughput falls when other work takes the cores, the work per request does not.
import { readFileSync } from 'node:fs';

/** Resident set size in MB, or null where /proc is not available. */
export function residentMegabytes(pid) {
  try {
    const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kilobytes ? Number(kilobytes) / 1024 : null;
  } catch {
    return null;
  }
}

const TICKS_PER_SECOND = 100;

/** User plus system CPU seconds the process has used so far, or null without /proc. */
export function cpuSeconds(pid) {
  try {
    // The command name (field 2) may hold spaces; the fields after its ')' are fixed.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const [utime, stime] = [Number(fields[11]), Number(fields[12])];
    return Number.isFinite(utime) && Number.isFinite(stime) ? (utime + stime) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}
