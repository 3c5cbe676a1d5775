// The benchmark's parts, in the order `npm run bench` runs them. Each part can run
// alone (`node scripts/bench.mjs bytes`) and is bounded in time.
import { runBytes } from './bytes.mjs';
import { runFederationCost } from './federation-cost.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { runFirstPaint } from './first-paint.mjs';
import { runApi } from './api.mjs';
import { runRemoteSwitch } from './remote-switch.mjs';
import { runUpload } from './upload.mjs';
import { runData } from './data.mjs';
import { runJourney } from './journey.mjs';
import { runBeneficiaries } from './beneficiaries.mjs';
import { runInstances } from './instances.mjs';
import { runTeams } from './teams.mjs';
import { runSessions } from './sessions.mjs';
import { runVerify } from './verify.mjs';
import { runApiKeys } from './apikeys.mjs';
import { runScreening } from './screening.mjs';
import { runWebhooks } from './webhooks.mjs';
import { runBulk } from './bulk.mjs';
import { runFirstScreen } from './first-screen.mjs';

/**
 * @typedef {import('./support/table.mjs').Table} Table
 *
 * @typedef {object} BenchPart
 * @property {string} name        the command-line name
 * @property {string} title
 * @property {number} deadlineMs  the whole part is stopped after this
 * @property {boolean} [sizesOnly] its figures are byte counts: reported whatever the load
 * @property {(context: { log: (line: string) => void }) => Promise<Table[]>} run
 */

/** @type {BenchPart[]} */
export const PARTS = [
  // Sizes, not times: the load guard does not apply.
  {
    name: 'bytes',
    title: '1. Bytes of a first visit',
    deadlineMs: 6 * 60_000,
    run: runBytes,
    sizesOnly: true,
  },
  // Cold, it builds some twenty variants (up to a minute each on two cores); reused
  // while the sources are unchanged (.bench/variants).
  { name: 'federation', title: "2. Federation's cost on /", deadlineMs: 30 * 60_000, run: runFederationCost },
  { name: 'lighthouse', title: '3. Page speed (Lighthouse)', deadlineMs: 12 * 60_000, run: runLighthouse },
  // Right after Lighthouse, in the same session: two portals, 2 pages × 2 builds × 3 cold
  // visits over 400 kbps / 400 ms RTT (about 5 s each): about 2 minutes.
  {
    name: 'firstpaint',
    title: '12. First paint on a slow link (400 kbps, 400 ms RTT)',
    deadlineMs: 8 * 60_000,
    run: runFirstPaint,
  },
  // Two areas × cold and warm × 5 fresh contexts: under a minute.
  { name: 'switch', title: '4. Remote switch', deadlineMs: 5 * 60_000, run: runRemoteSwitch },
  // Two databases × (64 sign-ups, four 10 s runs): about 2.5 minutes.
  { name: 'api', title: '5. API under load (autocannon)', deadlineMs: 8 * 60_000, run: runApi },
  // Ten sign-ups, then three rounds of ten 5 MB uploads on a fresh server and on a bare receiver: under a minute.
  { name: 'upload', title: '6. Uploads (10 × 5 MB at once)', deadlineMs: 4 * 60_000, run: runUpload },
  // Two databases × (seed 100,000 requests in seconds, plans, 3 × 3 runs of 5 s): about 2.5 minutes.
  { name: 'data', title: '7. Payment pages on 100,000 requests', deadlineMs: 8 * 60_000, run: runData },
  // PostgreSQL only: seed 1,000,000 requests (about a minute), plans, 14 lists × 10 s, 3 exports, receipts 3 × 2 × 5 s.
  {
    name: 'journey',
    title: '8. The payment journey on 1,000,000 requests',
    deadlineMs: 12 * 60_000,
    run: runJourney,
  },
  // One sign-up, 10,000 beneficiaries seeded with SQL, 7 targets × 430 requests one at a time: about a minute.
  {
    name: 'beneficiaries',
    title: '9. Beneficiary search on 10,000 beneficiaries',
    deadlineMs: 6 * 60_000,
    run: runBeneficiaries,
  },
  // One PostgreSQL, 32 sign-ups, then /auth/me and sign-in on one instance and on two: about a minute.
  {
    name: 'instances',
    title: '10. One instance and two on one PostgreSQL',
    deadlineMs: 5 * 60_000,
    run: runInstances,
  },
  // Two builds (d8f4497^ from git, now) × two databases, each on its own data: one sign-up and
  // 50 requests by SQL, then (before, now) × 2 rounds × 2 routes × 12 s: about 5 minutes.
  {
    name: 'teams',
    title: '11. Teams: /auth/me and the payment list before and after',
    deadlineMs: 9 * 60_000,
    run: runTeams,
  },
  // One server (PGlite), 16 sign-ups, 64 sign-ins, then 512 refreshes, cookie and body alternately: under a minute.
  {
    name: 'sessions',
    title: '13. Sessions: refresh by cookie and by body (D39)',
    deadlineMs: 5 * 60_000,
    run: runSessions,
  },
  // One sign-up, one sent payment by SQL, then 3 targets × 430 requests one at a time: about a minute.
  {
    name: 'verify',
    title: '14. Receipt verification (GET /api/verify/<code>)',
    deadlineMs: 5 * 60_000,
    run: runVerify,
  },
  // One server (PGlite), one sign-up, 4 keys, 2 × 1,600 reads interleaved: under a minute.
  {
    name: 'apikeys',
    title: '15. API keys: GET /api/payments by key and by session (D45)',
    deadlineMs: 5 * 60_000,
    run: runApiKeys,
  },
  // One process: a generated 20,000-entry SDN file read and indexed, then 2 × 4,000 names one at a time: seconds.
  {
    name: 'screening',
    title: '16. Sanctions screening of one name against 20,000 entries (D44)',
    deadlineMs: 2 * 60_000,
    run: runScreening,
  },
  // One server (PGlite), one sign-up, then 2 rounds of 1,000 moves to 3 endpoints (one dead in the second): a few minutes.
  {
    name: 'webhooks',
    title: '17. Webhooks: 1,000 events to 3 endpoints, one dead (D46)',
    deadlineMs: 15 * 60_000,
    run: runWebhooks,
  },
  // One process: 50 beneficiaries saved, then 2 × (check + create of a 1,000-line file) on
  // PGlite and, if TEST_DATABASE_URL answers, PostgreSQL: under a minute.
  {
    name: 'bulk',
    title: '18. Bulk payment: 1,000 lines checked and created (issue 36)',
    deadlineMs: 5 * 60_000,
    run: runBulk,
  },
  // One server (PGlite), one sign-up, then 2 pages × 330 answers one at a time: under a minute.
  {
    name: 'firstscreen',
    title: "19. A signed-in page's answer with its screen rendered on the server (D41)",
    deadlineMs: 4 * 60_000,
    run: runFirstScreen,
  },
];
