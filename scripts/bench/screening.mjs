// Part 14 of `npm run bench` (`node scripts/bench.mjs screening`): sanctions screening of one
// beneficiary name (D44) against a generated list of 20,000 entries in the OFAC SDN CSV layout
// (names of two to four syllable words, individuals "SURNAME, Given Names" and entities with a
// legal form), read by the server's own loader and matched by its own matcher. The goal: one
// name in under 5 ms at p99. Timed one name at a time: listed names written another way (word
// order, an accent, a letter transposed), and names that are on no list.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { require as tsRequire } from 'tsx/cjs/api';
import { quantile } from './support/latency.mjs';

/** The server's sources, relative to this file (tsx requires them as the server's CommonJS). */
const SERVER_SRC = '../../server/src';

export const SCREENING = { entries: 20_000, names: 4_000, warmup: 500, goalP99Ms: 5 };

/** mulberry32: the same list and names every run. */
function seeded(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ONSETS = [
  'b',
  'd',
  'f',
  'g',
  'k',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'v',
  'z',
  'kh',
  'sh',
  'dr',
  'tr',
  'gr',
  'al',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ou', 'ei', 'y'];
const CODAS = ['', '', 'n', 'r', 'l', 's', 'k', 'm', 'sh', 'v', 'z', 'th'];
const FORMS = ['LLC', 'LTD', 'FZE', 'JSC', 'S.A.', 'GMBH', 'CO.'];
const KINDS = ['TRADING', 'SHIPPING', 'HOLDINGS', 'INDUSTRIES', 'LOGISTICS', 'METALS', 'FINANCE'];

function generator(random) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const word = () =>
    Array.from(
      { length: 2 + Math.floor(random() * 2) },
      () => pick(ONSETS) + pick(VOWELS) + pick(CODAS),
    ).join('');
  return { pick, word };
}

/** The generated list as sdn.csv lays it out, and a few of its names to look for. */
function generatedList(random) {
  const { pick, word } = generator(random);
  const lines = [];
  const listed = [];
  for (let n = 1; n <= SCREENING.entries; n += 1) {
    const individual = random() < 0.6;
    const name = individual
      ? `${word().toUpperCase()}, ${word()} ${random() < 0.5 ? word() : ''}`.trim()
      : `${word().toUpperCase()} ${pick(KINDS)} ${pick(FORMS)}`;
    if (listed.length < SCREENING.names && random() < 0.25) listed.push(name);
    const empty = '"-0- "';
    lines.push(
      [
        n,
        `"${name}"`,
        individual ? '"individual"' : empty,
        '"BENCH"',
        ...Array(7).fill(empty),
        '"generated"',
      ].join(','),
    );
  }
  return { csv: `${lines.join('\r\n')}\r\n`, listed };
}

/** A listed name as a customer might type it: given names first, an accent, two letters swapped. */
function retyped(name, random) {
  const [surname, given] = name.includes(',') ? name.split(', ') : [null, name];
  const natural = surname ? `${given} ${surname.toLowerCase()}` : name.toLowerCase();
  const accented = natural.replace('e', 'é');
  if (random() < 0.5) return accented;
  const at = 2 + Math.floor(random() * Math.max(1, accented.length - 4));
  return accented.slice(0, at) + accented.charAt(at + 1) + accented.charAt(at) + accented.slice(at + 2);
}

/** @returns {Promise<import('./support/table.mjs').Table[]>} */
export async function runScreening({ log }) {
  const { loadSanctionsList } = tsRequire(`${SERVER_SRC}/features/screening/index.ts`, import.meta.url);
  const random = seeded(20_000);
  const { csv, listed } = generatedList(random);
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-screening-'));
  const file = path.join(folder, 'sdn.csv');
  writeFileSync(file, csv);
  try {
    const loadStarted = performance.now();
    const list = loadSanctionsList(file, new Date());
    const loadMs = performance.now() - loadStarted;
    log(`loaded ${list.size} entries in ${loadMs.toFixed(0)} ms`);
    const { word } = generator(seeded(7));
    const unlisted = Array.from(
      { length: SCREENING.names },
      () => `${word()} ${word()} ${random() < 0.5 ? 'Ltd' : word()}`,
    );
    const sets = [
      { name: 'listed names, retyped', names: listed.map((name) => retyped(name, random)) },
      { name: 'names on no list', names: unlisted },
    ];
    for (const name of unlisted.slice(0, SCREENING.warmup)) list.match(name);
    const rows = [];
    const load = loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    for (const set of sets) {
      const times = [];
      let held = 0;
      const cpuBefore = process.cpuUsage();
      for (const name of set.names) {
        const started = performance.now();
        const match = list.match(name);
        times.push(performance.now() - started);
        if (match) held += 1;
      }
      const cpu = process.cpuUsage(cpuBefore);
      times.sort((a, b) => a - b);
      const p99 = quantile(times, 0.99);
      rows.push([
        set.name,
        set.names.length,
        `${quantile(times, 0.5).toFixed(3)} ms`,
        `${quantile(times, 0.95).toFixed(3)} ms`,
        `${p99.toFixed(3)} ms`,
        `${times[times.length - 1].toFixed(3)} ms`,
        `${((cpu.user + cpu.system) / 1000 / set.names.length).toFixed(3)} ms`,
        held,
        p99 < SCREENING.goalP99Ms ? 'yes' : 'NO',
      ]);
    }
    return [
      {
        title: `Screening one name against ${SCREENING.entries.toLocaleString('en-US')} generated SDN entries (goal: p99 < ${SCREENING.goalP99Ms} ms)`,
        columns: ['names', 'count', 'p50', 'p95', 'p99', 'max', 'CPU per name', 'held', 'goal met'],
        rows,
        notes: [
          `list read and indexed in ${loadMs.toFixed(0)} ms; load average at the start ${load}`,
          'one name at a time, in one process, after 500 names of warm-up; times are wall-clock, "CPU per name" the process CPU time over the set (what the machine\'s other load does not inflate)',
        ],
      },
    ];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
