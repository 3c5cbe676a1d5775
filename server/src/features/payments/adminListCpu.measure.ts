import { eq } from 'drizzle-orm';
import { loadavg } from 'node:os';
import { tables } from '../../plugins/database';
import { useTestServer } from '../../testing';
import { AMERICAN, BRITISH, GERMAN, saveBeneficiary } from '../beneficiaries/testing/beneficiaryTesting';
import { insertPaymentIn } from './testing/journeyTesting';
import { adminSession, customerSession } from './testing/paymentTesting';

/**
 * A measurement, not a test (its name keeps it out of `jest`'s default run): the server CPU
 * one request of the staff's payment list costs with a page of 20 requests paid from the
 * beneficiary book, on PostgreSQL, in this one process (app.inject, no network). Run with
 *   TEST_DATABASE_URL=postgres://… npx jest --testMatch '**\/adminListCpu.measure.ts' --maxWorkers=1
 * REQUESTS sets how many requests are measured (300 by default).
 */
const REQUESTS = Number(process.env.REQUESTS ?? 300);
const WARM_UP = 50;

describe('the staff payment list CPU per request, 20 book payments a page, on postgres', () => {
  const server = useTestServer('postgres');

  it('measures', async () => {
    const owner = await customerSession(server);
    const admin = await adminSession(server);
    const saved = await Promise.all(
      [GERMAN, AMERICAN, BRITISH].map((details) => saveBeneficiary(server, owner.headers, details)),
    );
    for (let i = 0; i < 40; i += 1) {
      const id = await insertPaymentIn(server, owner.user.id, 'pending');
      const beneficiary = saved[i % saved.length];
      if (!beneficiary) throw new Error('no beneficiary');
      await server.database.db
        .update(tables.paymentRequests)
        .set({
          beneficiaryId: beneficiary.id,
          beneficiaryVersion: 1,
          createdAt: new Date(server.test.clock.now().getTime() + i * 1000),
        })
        .where(eq(tables.paymentRequests.id, id));
    }
    const list = async () => {
      const response = await server.test.app.inject({
        method: 'GET',
        url: '/api/admin/payments?limit=20',
        headers: admin.headers,
      });
      if (response.statusCode !== 200) throw new Error(response.body);
    };
    for (let i = 0; i < WARM_UP; i += 1) await list();
    const loadBefore = loadavg();
    const cpu = process.cpuUsage();
    const started = process.hrtime.bigint();
    for (let i = 0; i < REQUESTS; i += 1) await list();
    const wall = Number(process.hrtime.bigint() - started) / 1e6;
    const used = process.cpuUsage(cpu);
    const loadAfter = loadavg();
    const figure = (value: number) => value.toFixed(2);
    process.stdout.write(
      `admin list, 20 book payments a page, ${REQUESTS} requests: ` +
        `CPU ${figure((used.user + used.system) / 1000 / REQUESTS)} ms/request ` +
        `(user ${figure(used.user / 1000 / REQUESTS)}, system ${figure(used.system / 1000 / REQUESTS)}), ` +
        `wall ${figure(wall / REQUESTS)} ms/request; ` +
        `load ${loadBefore.map(figure).join(' ')} before, ${loadAfter.map(figure).join(' ')} after\n`,
    );
  }, 600_000);
});
