import type { ReceivingAccountView } from '@portal/contracts/accountViews';
import { withId } from '@portal/contracts/api';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import {
  RECEIVING_ACCOUNT_CHANGE_MESSAGES,
  RECEIVING_ACCOUNT_CHANGE_PATHS,
} from '@portal/contracts/receivingAccountChanges';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { adminSession, auditRows, call, dataOf } from '../payments/testing/paymentTesting';
import { ADMIN_STEP_UP, confirmed } from '../two-factor/testing/stepUpTesting';

const FIRST = {
  bankName: 'First Bank of Nigeria',
  accountName: 'VendorBridge Ltd',
  accountNumber: '0123456789',
  currency: 'NGN',
  swiftCode: '',
  iban: '',
};
const SECOND = { ...FIRST, bankName: 'Zenith Bank', accountNumber: '9876543210' };

interface AccountData {
  receivingAccount: ReceivingAccountView | null;
  pendingChange: { id: string; proposedBy: string; proposedById: string; account: typeof FIRST } | null;
}

describe.each(DATABASE_KINDS)('dual control of the receiving account (issue 22 point 3b) on %s', (kind) => {
  const server = useTestServer(kind);
  const read = async (headers: Record<string, string>) =>
    dataOf<AccountData>(await call(server, 'GET', PAYMENT_PATHS.adminReceivingAccount, headers));
  const mailTo = (subject: RegExp) =>
    server.test.mail
      .filter((mail) => subject.test(mail.subject))
      .map((mail) => mail.to)
      .sort();

  it('applies at once with one superadmin, and a new portal’s first account needs no approval', async () => {
    const only = await adminSession(server);
    const saved = await call(
      server,
      'PUT',
      PAYMENT_PATHS.adminReceivingAccount,
      only.headers,
      confirmed(FIRST),
    );
    expect(saved.statusCode).toBe(200);
    const changed = await call(
      server,
      'PUT',
      PAYMENT_PATHS.adminReceivingAccount,
      only.headers,
      confirmed(SECOND),
    );
    expect(changed.statusCode).toBe(200);
    expect(await read(only.headers)).toMatchObject({ receivingAccount: SECOND, pendingChange: null });
  });

  it('with another superadmin: stored as waiting, customers keep the current account until the other approves', async () => {
    const proposer = await adminSession(server);
    await call(server, 'PUT', PAYMENT_PATHS.adminReceivingAccount, proposer.headers, confirmed(FIRST));
    const approver = await adminSession(server, 'second@vendorbridge.test');

    const proposed = await call(
      server,
      'PUT',
      PAYMENT_PATHS.adminReceivingAccount,
      proposer.headers,
      confirmed(SECOND),
    );
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json()).toMatchObject({
      message: RECEIVING_ACCOUNT_CHANGE_MESSAGES.proposed,
      data: { receivingAccount: FIRST, pendingChange: { account: SECOND } },
    });
    const waiting = await read(approver.headers);
    expect(waiting.receivingAccount).toMatchObject(FIRST);
    expect(waiting.pendingChange).toMatchObject({ proposedById: proposer.user.id, account: SECOND });
    const id = waiting.pendingChange?.id ?? '';
    // Both superadmins are told it waits.
    expect(mailTo(/waits for approval/)).toEqual(['admin@vendorbridge.test', 'second@vendorbridge.test']);

    // A second proposal while one waits is refused.
    const again = await call(
      server,
      'PUT',
      PAYMENT_PATHS.adminReceivingAccount,
      approver.headers,
      confirmed(FIRST),
    );
    expect(again.statusCode).toBe(409);

    // The proposer cannot approve their own change.
    const own = await call(
      server,
      'POST',
      withId(RECEIVING_ACCOUNT_CHANGE_PATHS.approve, id),
      proposer.headers,
      ADMIN_STEP_UP,
    );
    expect(own.statusCode).toBe(403);
    expect((await read(proposer.headers)).receivingAccount).toMatchObject(FIRST);

    // The other superadmin approves, with step-up: customers see it now, everyone is told.
    const unconfirmed = await call(
      server,
      'POST',
      withId(RECEIVING_ACCOUNT_CHANGE_PATHS.approve, id),
      approver.headers,
      {},
    );
    expect(unconfirmed.json()).toMatchObject({ code: ERROR_CODES.stepUpRequired });
    const approved = await call(
      server,
      'POST',
      withId(RECEIVING_ACCOUNT_CHANGE_PATHS.approve, id),
      approver.headers,
      ADMIN_STEP_UP,
    );
    expect(approved.statusCode).toBe(200);
    expect(await read(proposer.headers)).toMatchObject({ receivingAccount: SECOND, pendingChange: null });
    expect(mailTo(/has changed/)).toEqual(['admin@vendorbridge.test', 'second@vendorbridge.test']);
    const twice = await call(
      server,
      'POST',
      withId(RECEIVING_ACCOUNT_CHANGE_PATHS.approve, id),
      approver.headers,
      ADMIN_STEP_UP,
    );
    expect(twice.statusCode).toBe(409);
    expect((await auditRows(server)).map((row) => row.action)).toEqual([
      'settings.receiving-account',
      'settings.receiving-account.propose',
      'settings.receiving-account',
    ]);
  });

  it('a rejected change leaves the account as it was', async () => {
    const proposer = await adminSession(server);
    await call(server, 'PUT', PAYMENT_PATHS.adminReceivingAccount, proposer.headers, confirmed(FIRST));
    const other = await adminSession(server, 'second@vendorbridge.test');
    await call(server, 'PUT', PAYMENT_PATHS.adminReceivingAccount, proposer.headers, confirmed(SECOND));
    const id = (await read(other.headers)).pendingChange?.id ?? '';
    const rejected = await call(
      server,
      'POST',
      withId(RECEIVING_ACCOUNT_CHANGE_PATHS.reject, id),
      other.headers,
    );
    expect(rejected.statusCode).toBe(200);
    expect(await read(proposer.headers)).toMatchObject({ receivingAccount: FIRST, pendingChange: null });
    const unknown = await call(
      server,
      'POST',
      withId(RECEIVING_ACCOUNT_CHANGE_PATHS.approve, '00000000-0000-4000-8000-000000000000'),
      other.headers,
      ADMIN_STEP_UP,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
