import assert from 'node:assert/strict';
import { test } from 'node:test';
import { guardTables, isFigure, settledLoad } from './machineLoad.mjs';
import { measuredSoFar } from './measured.mjs';

const table = () => ({
  title: 'Lists',
  columns: ['Request', 'req/s', 'p99 ms', 'Goal'],
  rows: [
    ['GET /api/payments', 1200, '12.5', 'met'],
    ['GET /api/admin/payments', '980', '61.0 ms', 'missed'],
  ],
  notes: ['Seed: 1,000,000 requests.'],
});
const sample = (load) => ({ load, cores: 2, at: '2026-11-29T07:00:00.000Z' });

test('a part measured on a quiet machine shows its figures and the load before and after', () => {
  const [guarded] = guardTables([table()], sample(0.4), sample(2.9));
  assert.deepEqual(guarded.rows, table().rows);
  assert.match(guarded.notes.at(-1), /0\.40 before .*2\.90 after .*2 cores/);
  assert.equal(guarded.notes[0], 'Seed: 1,000,000 requests.');
});

test('above 1.5 per core before the part, no figure or verdict is shown, only the names', () => {
  const [guarded] = guardTables([table()], sample(3.2), sample(0.5));
  for (const row of guarded.rows) {
    assert.ok(row[0].startsWith('GET /api/'));
    for (const cell of row.slice(1)) assert.equal(cell, 'not reported (load 3.20 > 3.0)');
  }
  assert.match(guarded.notes.at(-1), /not reported/);
});

test("the load after a part is shown, not judged: it holds the part's own work", () => {
  const [guarded] = guardTables([table()], sample(0.5), sample(10.04));
  assert.deepEqual(guarded.rows, table().rows);
  assert.match(guarded.notes.at(-1), /0\.50 before .*10\.04 after/);
});

test('a part that counts bytes is reported whatever the load', () => {
  const [guarded] = guardTables([table()], sample(9), sample(9), { sizesOnly: true });
  assert.deepEqual(guarded.rows, table().rows);
  assert.match(guarded.notes.at(-1), /sizes do not depend on it/);
});

test('names and words are not taken for figures', () => {
  assert.equal(isFigure('GET /api/auth/me (baseline)'), false);
  assert.equal(isFigure('Index Scan using payment_requests_status_idx'), false);
  assert.equal(isFigure('0.91×'), true);
  assert.equal(isFigure(''), false);
});

test('what a part measured before it failed is kept as a table of its numbers', () => {
  const soFar = measuredSoFar();
  assert.equal(soFar.table('none'), null);
  soFar.measured('PGlite me', { rps: 1234.567, p99: 8, url: 'http://x', nothing: null });
  soFar.measured('export round 1', { portalSeconds: 1.5 });
  assert.deepEqual(soFar.table('Part 5: measured before the failure')?.rows, [
    ['PGlite me: rps', '1234.57'],
    ['PGlite me: p99', '8'],
    ['export round 1: portalSeconds', '1.5'],
  ]);
});

test('a part waits for the load the part before left behind to fall to the limit', async () => {
  const loads = [3.6, 3.3, 2.9, 0.5];
  const lines = [];
  const settled = await settledLoad({
    everyMs: 1,
    log: (line) => lines.push(line),
    sample: () => sample(loads.shift()),
  });
  assert.equal(settled.load, 2.9);
  assert.deepEqual(loads, [0.5]);
  assert.match(lines[0], /load average 3\.60: waiting/);
});

test('on a machine busy with other work it waits no longer than it was given, and says the load it ended on', async () => {
  const started = Date.now();
  const settled = await settledLoad({ maxMs: 30, everyMs: 5, sample: () => sample(7.5) });
  assert.equal(settled.load, 7.5);
  assert.ok(Date.now() - started < 5_000);
});
