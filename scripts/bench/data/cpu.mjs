// CPU time from Linux's /proc for the data part: the portal's server, and the
// throwaway PostgreSQL cluster (its postmaster and every backend), so that the CPU a
// page costs includes the query it runs. On a shared machine throughput moves with
// whatever else takes the cores; the CPU time a request costs moves much less.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** The fields after the command name of /proc/<pid>/stat (field 3 onwards), or null. */
function statFields(pid) {
  try {
    // The command name (field 2) may hold spaces; the fields after its ')' are fixed.
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? null;
  } catch {
    return null;
  }
}

const pids = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);

/**
 * CPU seconds of `rootPid` and its children: its own user + system time, what its
 * ended children used (the kernel adds it to the parent when they are reaped) and
 * the running children's own. Null where /proc is not available.
 */
export function treeCpuSeconds(rootPid) {
  const root = statFields(rootPid);
  if (!root) return null;
  // Fields 14–17 of stat (utime, stime, cutime, cstime) are indexes 11–14 here; ppid is index 1.
  let ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(root[i]), 0);
  for (const pid of pids()) {
    const fields = pid === rootPid ? null : statFields(pid);
    if (fields && Number(fields[1]) === rootPid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return Number.isFinite(ticks) ? ticks / TICKS_PER_SECOND : null;
}

/** The postmaster listening on `port` (started with `-c port=<port>`), or null. */
export function postmasterOnPort(port) {
  for (const pid of pids()) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (args[0]?.endsWith('/postgres') && args.includes(`port=${port}`)) return pid;
    } catch {
      // ended meanwhile, or not ours to read
    }
  }
  return null;
}
