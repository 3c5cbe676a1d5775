// The journey part's figures as tables, with issue 20's goals judged: every list
// page and filter p99 < 50 ms with index scans only, the export ≥ 0.8× COPY's
// throughput (0.8× since issue 34) with RSS growth < 64 MB, the receipt p99 < 300 ms.
import { scanSummary } from '../data/plans.mjs';
import { discardedRows } from './indexCheck.mjs';
import { describeSeed, JOURNEY_SEED } from './seed.mjs';

// Issue 34 raised the export's goal from 0.5× to 0.8× of COPY (the export is a COPY itself now).
export const JOURNEY_GOALS = { listP99Ms: 50, ofCopy: 0.8, rssGrowthMb: 64, receiptP99Ms: 300 };

const fixed = (value, digits = 1) => (value === null || value === undefined ? 'n/a' : value.toFixed(digits));
const times = (ratio) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}×`;
const count = (value) => value.toLocaleString('en-US');
const mb = (bytes) => (bytes === null || bytes === undefined ? 'n/a' : (bytes / 1048576).toFixed(1));

/**
 * @param {any} run  what runJourney measured
 * @param {{ plansFile: string, load: any, receiptLoad: any, machine: { before: number[], after: number[], cores: number } }} context
 */
export function journeyTables(run, { plansFile, load, receiptLoad, machine }) {
  const me = run.lists.me;
  const lists = {
    title:
      `Lists on ${count(JOURNEY_SEED.requests)} requests over ${run.seeded.mix.length} states (PostgreSQL; autocannon, ` +
      `${load.connections} connections, ${load.seconds} s after ${load.warmUpSeconds} s warm-up)`,
    columns: [
      'Request',
      'req/s',
      'Of /auth/me',
      'p50 ms',
      'p99 ms',
      'Errors',
      `Goal p99 < ${JOURNEY_GOALS.listP99Ms} ms`,
    ],
    rows: [
      [
        'GET /api/auth/me (baseline)',
        Math.round(me.rps),
        '1.00×',
        fixed(me.p50),
        fixed(me.p99),
        me.errors,
        '',
      ],
      ...Object.entries(run.listRoutes).map(([key, route]) => {
        const r = run.lists[key];
        return [
          route,
          Math.round(r.rps),
          times(r.rps / me.rps),
          fixed(r.p50),
          fixed(r.p99),
          r.errors,
          r.p99 < JOURNEY_GOALS.listP99Ms && r.errors === 0 ? 'met' : 'missed',
        ];
      }),
    ],
    notes: [
      `Seed: ${describeSeed(run.seeded.mix)}. Seeding took ${fixed(run.seeded.seconds)} s; payment_requests with its ` +
        `indexes: ${fixed(run.seeded.tableMegabytes)} MB.`,
      `Machine: ${machine.cores} cores, load average (1 min) ${fixed(machine.before[0], 2)} before the part and ` +
        `${fixed(machine.after[0], 2)} after it; autocannon, the server and PostgreSQL share the cores.`,
    ],
  };

  const plans = {
    title:
      'Query plans of the lists (EXPLAIN (ANALYZE, BUFFERS) of the SQL the server issues, prepared, warm cache)',
    columns: ['Query', 'Statement', 'Scans', 'Rows', 'Discarded by filter', 'Planning ms', 'Execution ms'],
    rows: run.plans.map((p) => [
      p.name,
      p.statement,
      scanSummary(p),
      p.rows,
      discardedRows(p),
      fixed(p.planningMs, 2),
      fixed(p.executionMs, 2),
    ]),
    notes: [
      'No plan has a sequential scan and every one reads payment_requests through one of its indexes (the ' +
        'part fails otherwise). Discarded by filter: rows of payment_requests an index scan read and threw ' +
        `away (a date index walked for a common state). Full plans: ${plansFile}.`,
    ],
  };

  const ratio = run.exportMedian.copySeconds / run.exportMedian.portalSeconds;
  const exportTable = {
    title: `Statement export of ${count(JOURNEY_SEED.exportRows)} rows against COPY … TO STDOUT of the same rows`,
    columns: [
      'Round',
      'Portal s',
      'Portal rows/s',
      'Portal MB',
      'COPY s',
      'COPY rows/s',
      'COPY MB',
      'Of COPY',
      'RSS growth MB',
    ],
    rows: [
      ...run.exports.map((e, i) => [
        String(i + 1),
        fixed(e.portal.seconds, 2),
        Math.round(e.portal.rows / e.portal.seconds),
        mb(e.portal.bytes),
        fixed(e.copy.seconds, 2),
        Math.round(e.copy.rows / e.copy.seconds),
        mb(e.copy.bytes),
        times(e.copy.seconds / e.portal.seconds),
        mb(e.portal.rssGrowth),
      ]),
      [
        'median',
        fixed(run.exportMedian.portalSeconds, 2),
        Math.round(JOURNEY_SEED.exportRows / run.exportMedian.portalSeconds),
        '',
        fixed(run.exportMedian.copySeconds, 2),
        Math.round(JOURNEY_SEED.exportRows / run.exportMedian.copySeconds),
        '',
        times(ratio),
        mb(run.exportMedian.rssGrowth),
      ],
    ],
    notes: [
      `Goal ≥ ${JOURNEY_GOALS.ofCopy}× COPY: ${ratio >= JOURNEY_GOALS.ofCopy ? 'met' : 'missed'}; goal RSS growth < ` +
        `${JOURNEY_GOALS.rssGrowthMb} MB: ${run.exportMedian.rssGrowth / 1048576 < JOURNEY_GOALS.rssGrowthMb ? 'met' : 'missed'}.`,
      'Portal: GET /api/admin/payments/export.csv for a 60-day period holding exactly the 100,000 rows, read to ' +
        "its end over loopback by the bench's process; COPY: psql's `COPY (the same select: same rows, joins and " +
        'columns) TO STDOUT (FORMAT csv, HEADER)`, read to its end by the same process, right after. Of COPY: ' +
        "COPY's time over the portal's. RSS growth: the server's peak resident memory during the export " +
        `(${run.exports[0]?.portal.memoryMethod ?? 'n/a'}) minus its resident memory before it.`,
    ],
  };

  const receipt = run.receipts && {
    title:
      `Receipts (autocannon, ${receiptLoad.connections} connections, ${receiptLoad.rounds} interleaved rounds of ` +
      `${receiptLoad.seconds} s; medians)`,
    columns: [
      'Request',
      'req/s',
      'Of /auth/me',
      'p50 ms',
      'p99 ms',
      'Worst p99 ms',
      'Errors',
      `Goal p99 < ${JOURNEY_GOALS.receiptP99Ms} ms`,
    ],
    rows: [
      ['GET /api/auth/me (baseline)', run.receipts.me, ''],
      ['GET /api/payments/:id/receipt', run.receipts.receipt, 'goal'],
    ].map(([route, r, goal]) => [
      route,
      Math.round(r.rps),
      times(r.rps / run.receipts.me.rps),
      fixed(r.p50),
      fixed(r.p99),
      fixed(r.worstP99),
      r.errors,
      goal ? (r.p99 < JOURNEY_GOALS.receiptP99Ms && r.errors === 0 ? 'met' : 'missed') : '',
    ]),
    notes: ['The receipt of one paid request of the signed-in customer, made anew (PDF) on every request.'],
  };
  return run.receipts ? [lists, plans, exportTable, receipt] : [lists, plans, exportTable];
}
