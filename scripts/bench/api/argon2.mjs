// The cost that bounds sign-in: one argon2id verify with the server's parameters.
import { hash, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';

/** server/src/features/auth/passwords.ts (argon2id, 19 MiB, 2 passes, 1 lane). */
export const SERVER_ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const PASSWORD = 'Bench-Pass-1';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timedVerify(stored) {
  const started = process.hrtime.bigint();
  if (!(await verify(stored, PASSWORD))) throw new Error('argon2 verify refused its own hash');
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/**
 * One verify at a time (median of `samples`), its CPU time, and the time of each
 * when every core verifies at once (argon2 is memory-hard: parallel verifies share
 * caches and memory bandwidth). The hash-bound limit is cores ÷ one verify's time.
 * @returns {Promise<{ verifyMs: number, cpuMs: number, parallelMs: number, cores: number, limitPerSecond: number }>}
 */
export async function measureArgon2(samples = 15) {
  const stored = await hash(PASSWORD, SERVER_ARGON2);
  await timedVerify(stored);
  const cores = availableParallelism();
  const times = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < samples; i += 1) times.push(await timedVerify(stored));
  const cpu = process.cpuUsage(cpuBefore);
  const parallel = [];
  for (let round = 0; round < 5; round += 1) {
    parallel.push(...(await Promise.all(Array.from({ length: cores }, () => timedVerify(stored)))));
  }
  const verifyMs = median(times);
  return {
    verifyMs,
    cpuMs: (cpu.user + cpu.system) / 1000 / samples,
    parallelMs: median(parallel),
    cores,
    limitPerSecond: (cores * 1000) / verifyMs,
  };
}
