import { withId } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { validateWith } from '@portal/contracts/fieldErrors';
import {
  customerDashboardDataSchema,
  paymentDetailDataSchema,
  paymentListDataSchema,
  type PaymentListData,
} from '@portal/contracts/paymentAnswers';
import { PAYMENT_STATES } from '@portal/rules/paymentLifecycle';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { randomUUID } from 'node:crypto';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { tables } from '../../plugins/database';
import {
  adminSession,
  call,
  customerSession,
  dataOf,
  decide,
  PAYMENT,
  submitted,
  type Session,
} from './testing/paymentTesting';
import { confirmed } from '../two-factor/testing/stepUpTesting';

describe.each(DATABASE_KINDS)("a customer's payment requests on %s", (kind) => {
  const server = useTestServer(kind);

  const list = async (session: Session, query = '') => {
    const response = await call(server, 'GET', `${PAYMENT_PATHS.payments}${query}`, session.headers);
    expect(response.statusCode).toBe(200);
    const checked = validateWith(paymentListDataSchema, dataOf(response));
    if (!checked.ok) throw new Error(`not the contract's shape: ${checked.message}`);
    return checked.data;
  };
  const detail = async (session: Session, id: string) => {
    const response = await call(server, 'GET', withId(PAYMENT_PATHS.payment, id), session.headers);
    expect(response.statusCode).toBe(200);
    const checked = validateWith(paymentDetailDataSchema, dataOf(response));
    if (!checked.ok) throw new Error(`not the contract's shape: ${checked.message}`);
    return checked.data.payment;
  };
  const stats = async (session: Session) => {
    const response = await call(server, 'GET', PAYMENT_PATHS.dashboard, session.headers);
    expect(response.statusCode).toBe(200);
    const checked = validateWith(customerDashboardDataSchema, dataOf(response));
    if (!checked.ok) throw new Error(`not the contract's shape: ${checked.message}`);
    return checked.data.stats;
  };
  /** Submits `count` requests a second apart (company "Vendor 1" first) and answers their ids. */
  const submitSeveral = async (session: Session, count: number) => {
    const ids: string[] = [];
    for (let index = 1; index <= count; index += 1) {
      ids.push(await submitted(server, session.headers, { ...PAYMENT, recipientCompany: `Vendor ${index}` }));
      server.test.clock.advance(1000);
    }
    return ids;
  };

  describe('who may read', () => {
    it.each([PAYMENT_PATHS.payments, PAYMENT_PATHS.dashboard])(
      '%s needs a customer: 401 without a token, 403 for an admin',
      async (path) => {
        const admin = await adminSession(server);
        expect((await call(server, 'GET', path)).statusCode).toBe(401);
        expect((await call(server, 'GET', path, admin.headers)).statusCode).toBe(403);
      },
    );

    it("answers 404 for another customer's request, an unknown id and a non-uuid id", async () => {
      const owner = await customerSession(server);
      const other = await customerSession(server);
      const id = await submitted(server, owner.headers);
      for (const target of [id, randomUUID(), 'not-a-uuid', '1']) {
        const response = await call(server, 'GET', withId(PAYMENT_PATHS.payment, target), other.headers);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ success: false, code: ERROR_CODES.notFound });
      }
      expect((await list(other)).payments).toEqual([]);
    });
  });

  describe('the history', () => {
    it('lists only the own requests, newest first', async () => {
      const customer = await customerSession(server);
      const other = await customerSession(server);
      const ids = await submitSeveral(customer, 3);
      await submitted(server, other.headers);
      const { payments, nextCursor } = await list(customer);
      expect(payments.map((payment) => payment.id)).toEqual([...ids].reverse());
      expect(payments.map((payment) => payment.recipientCompany)).toEqual([
        'Vendor 3',
        'Vendor 2',
        'Vendor 1',
      ]);
      expect(nextCursor).toBeNull();
    });

    it('pages with a cursor, each request once, until the last page says there is no next', async () => {
      const customer = await customerSession(server);
      const ids = await submitSeveral(customer, 5);
      const seen: string[] = [];
      let page: PaymentListData = await list(customer, '?limit=2');
      const sizes = [page.payments.length];
      seen.push(...page.payments.map((payment) => payment.id));
      while (page.nextCursor) {
        page = await list(customer, `?limit=2&cursor=${encodeURIComponent(page.nextCursor)}`);
        sizes.push(page.payments.length);
        seen.push(...page.payments.map((payment) => payment.id));
      }
      expect(sizes).toEqual([2, 2, 1]);
      expect(seen).toEqual([...ids].reverse());
    });

    it('keeps requests made in the same microsecond apart, ordered by id', async () => {
      const customer = await customerSession(server);
      const at = new Date('2026-03-01T10:00:00.123Z');
      const rows = Array.from({ length: 4 }, () => ({
        id: randomUUID(),
        userId: customer.user.id,
        recipientCompany: 'Same time Ltd',
        recipientBank: 'Bank',
        swiftCode: 'DEUTDEFF',
        accountNumber: '12345678',
        foreignAmount: '1.00',
        foreignCurrency: 'USD' as const,
        exchangeRate: '410.5',
        localAmount: '410.50',
        createdAt: at,
      }));
      await server.database.db.insert(tables.paymentRequests).values(rows);
      const first = await list(customer, '?limit=3');
      const second = await list(customer, `?limit=3&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
      const seen = [...first.payments, ...second.payments].map((payment) => payment.id);
      expect(seen).toEqual(
        rows
          .map((row) => row.id)
          .sort()
          .reverse(),
      );
      expect(second.nextCursor).toBeNull();
    });

    it.each([
      ['a cursor it did not write', '?cursor=bm9wZQ', 'cursor', PAYMENT_MESSAGES.cursorInvalid],
      ['a limit that is not a number', '?limit=ten', 'limit', undefined],
      ['a negative limit', '?limit=-1', 'limit', undefined],
    ])('refuses %s with 400', async (_what, query, field, message) => {
      const customer = await customerSession(server);
      const response = await call(server, 'GET', `${PAYMENT_PATHS.payments}${query}`, customer.headers);
      expect(response.statusCode).toBe(400);
      const body = response.json<{ errors: Record<string, string[]> }>();
      expect(Object.keys(body.errors)).toEqual([field]);
      if (message) expect(body.errors[field]).toEqual([message]);
    });

    it('answers at most 50 a page however many are asked for', async () => {
      const customer = await customerSession(server);
      const rows = Array.from({ length: 55 }, (_unused, index) => ({
        userId: customer.user.id,
        recipientCompany: `Vendor ${index}`,
        recipientBank: 'Bank',
        swiftCode: 'DEUTDEFF',
        accountNumber: '12345678',
        foreignAmount: '1.00',
        foreignCurrency: 'USD' as const,
        exchangeRate: '410.5',
        localAmount: '410.50',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
      }));
      await server.database.db.insert(tables.paymentRequests).values(rows);
      const page = await list(customer, '?limit=500');
      expect(page.payments).toHaveLength(50);
      expect(page.nextCursor).not.toBeNull();
    });
  });

  describe("a request's page", () => {
    it('shows a pending request without anywhere to pay yet', async () => {
      const customer = await customerSession(server);
      const id = await submitted(server, customer.headers);
      expect(await detail(customer, id)).toMatchObject({
        id,
        status: 'pending',
        reason: null,
        payTo: null,
        localAmount: '506786.88',
      });
    });

    it('shows the reason of a rejection, and no payment details', async () => {
      const customer = await customerSession(server);
      const admin = await adminSession(server);
      const id = await submitted(server, customer.headers);
      expect((await decide(server, admin.headers, id, 'reject', 'Invoice does not match')).statusCode).toBe(
        200,
      );
      expect(await detail(customer, id)).toMatchObject({
        status: 'rejected',
        reason: 'Invoice does not match',
        payTo: null,
      });
    });

    it('once approved, says where to send the naira: not set until an admin saves the account', async () => {
      const customer = await customerSession(server);
      const admin = await adminSession(server);
      const id = await submitted(server, customer.headers);
      await decide(server, admin.headers, id, 'approve');
      expect((await detail(customer, id)).payTo).toEqual({
        amount: '506786.88',
        currency: 'NGN',
        receivingAccount: null,
        wallet: expect.objectContaining({ nairaAccountNumber: '', updatedAt: null }) as unknown,
      });

      const account = {
        bankName: 'First Bank of Nigeria',
        accountName: 'VendorBridge Ltd',
        accountNumber: '0123456789',
        currency: 'NGN',
        swiftCode: '',
        iban: '',
      };
      await call(server, 'PUT', PAYMENT_PATHS.adminReceivingAccount, admin.headers, confirmed(account));
      await call(
        server,
        'PUT',
        PAYMENT_PATHS.adminWallet,
        admin.headers,
        confirmed({ nairaAccountNumber: '9876543210', usdcWalletAddress: '', usdtWalletAddress: '' }),
      );
      const payTo = (await detail(customer, id)).payTo;
      expect(payTo?.receivingAccount).toMatchObject(account);
      expect(payTo?.wallet.nairaAccountNumber).toBe('9876543210');
    });
  });

  describe('the quick stats', () => {
    it('count the same requests as the history: in progress (pending and approved), completed (sent only) and rejected', async () => {
      const customer = await customerSession(server);
      const other = await customerSession(server);
      const admin = await adminSession(server);
      const none = Object.fromEntries(PAYMENT_STATES.map((state) => [state, 0]));
      expect(await stats(customer)).toEqual({
        pendingPayments: 0,
        completedTransactions: 0,
        rejected: 0,
        byState: none,
      });
      const [approved, rejected] = await submitSeveral(customer, 4);
      await submitted(server, other.headers);
      await decide(server, admin.headers, approved ?? '', 'approve');
      await decide(server, admin.headers, rejected ?? '', 'reject', 'Wrong bank');
      // An approved request waits for its naira: in progress, not completed (D29).
      expect(await stats(customer)).toEqual({
        pendingPayments: 3,
        completedTransactions: 0,
        rejected: 1,
        byState: { ...none, pending: 2, approved: 1, rejected: 1 },
      });
      const history = (await list(customer)).payments;
      expect(history.filter((payment) => payment.status === 'pending')).toHaveLength(2);
    });
  });
});
