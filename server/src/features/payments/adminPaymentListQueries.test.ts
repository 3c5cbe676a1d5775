import { PAYMENT_LIMITS } from '@portal/contracts/paymentPaths';
import { eq } from 'drizzle-orm';
import { tables } from '../../plugins/database';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { recordingDb } from '../../testing/queryPlans';
import { listAdminPayments } from './adminPaymentRows';
import { insertPaymentIn } from './testing/journeyTesting';
import { adminSession, customerSession } from './testing/paymentTesting';

describe.each(DATABASE_KINDS)("the staff's payment list's statements on %s", (kind) => {
  const server = useTestServer(kind);

  const page = async () => {
    const { db, sent } = recordingDb(server.database);
    const answer = await listAdminPayments(db, {
      status: 'all',
      cursor: null,
      limit: PAYMENT_LIMITS.pageDefault,
    });
    return { answer, sent };
  };

  it('reads a full page of requests, their makers and their business approvals in two statements', async () => {
    const owner = await customerSession(server, { email: 'owner@example.com', name: 'Owner Person' });
    const maker = await customerSession(server, { email: 'maker@example.com', name: 'Maker Person' });
    for (let i = 0; i < PAYMENT_LIMITS.pageDefault + 5; i += 1) {
      await insertPaymentIn(server, owner.user.id, i % 2 ? 'pending' : 'sent');
    }
    const byMaker = await insertPaymentIn(server, owner.user.id, 'pending');
    await server.database.db
      .update(tables.paymentRequests)
      .set({ createdBy: maker.user.id })
      .where(eq(tables.paymentRequests.id, byMaker));

    const { answer, sent } = await page();

    expect(answer.payments).toHaveLength(PAYMENT_LIMITS.pageDefault);
    // The page (with its owners, makers and deciders joined), then the page's timeline steps:
    // the same two whatever the page holds, never one query per row or per person.
    expect(sent).toHaveLength(2);
    const rows = new Map(answer.payments.map((row) => [row.id, row]));
    expect(rows.get(byMaker)?.preparedBy).toEqual({ name: 'Maker Person', email: 'maker@example.com' });
    const others = answer.payments.filter((row) => row.id !== byMaker);
    expect(others.map((row) => row.preparedBy)).toEqual(
      others.map(() => ({ name: 'Owner Person', email: 'owner@example.com' })),
    );
  });

  it("names the member who approved inside the business, not staff who later cleared the request's screening", async () => {
    const owner = await customerSession(server, { email: 'owner2@example.com', name: 'Owner Two' });
    const approver = await customerSession(server, {
      email: 'approver@example.com',
      name: 'Approver Person',
    });
    const admin = await adminSession(server);
    const id = await insertPaymentIn(server, owner.user.id, 'pending');
    const at = (seconds: number) => new Date(server.test.clock.now().getTime() + seconds * 1000);
    // Written newest first, so that the order rows were stored in says nothing.
    await server.database.db.insert(tables.paymentEvents).values([
      { paymentId: id, status: 'pending', actorId: admin.user.id, at: at(3) },
      { paymentId: id, status: 'screening', actorId: null, at: at(2) },
      { paymentId: id, status: 'pending', actorId: approver.user.id, at: at(1) },
      { paymentId: id, status: 'awaiting_approval', actorId: owner.user.id, at: at(0) },
    ]);

    const { answer } = await page();

    expect(answer.payments.find((row) => row.id === id)?.approvedInBusinessBy).toEqual({
      name: 'Approver Person',
      email: 'approver@example.com',
    });
  });
});
