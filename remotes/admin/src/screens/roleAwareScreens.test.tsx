import { screen, within } from '@testing-library/react';
import { STAFF_ROLES, type StaffRole } from '@portal/contracts/roles';
import { completeSource } from '../testing/fakeAdminDataSource';
import {
  documentApprovalFixture,
  paymentFixture,
  receivingAccountFixture,
  registrationFixture,
} from '../testing/fixtures';
import { quietAdminDataSource, renderAdmin } from '../testing/renderAdmin';
import { signInStaff, signOutStaff } from '../testing/signInStaff';

// Each admin action is offered only to the roles the contracts' STAFF_PERMISSIONS allow (D35),
// and where one is hidden a line says why; a session from before staff roles is a superadmin's.

const withData = () =>
  completeSource({
    ...quietAdminDataSource(),
    listRegistrations: () => Promise.resolve({ registrations: [registrationFixture()], nextCursor: null }),
    listDocumentApprovals: () =>
      Promise.resolve({ approvals: [documentApprovalFixture()], nextCursor: null }),
    listPaymentRequests: () =>
      Promise.resolve({
        payments: [
          paymentFixture(),
          paymentFixture({ id: 'pay-2', reference: 'PAY-1002', status: 'funding_reported' }),
        ],
        nextCursor: null,
      }),
    getReceivingAccount: () =>
      Promise.resolve({ receivingAccount: receivingAccountFixture(), pendingChange: null }),
  });

const roleNotes = () => screen.queryAllByTestId('role-note').map((note) => note.textContent);

describe('role-aware admin screens', () => {
  afterEach(signOutStaff);

  it.each([
    ['reviewer', true],
    ['finance', false],
    ['superadmin', true],
  ] as const)('registrations: a %s decides them: %s', async (role, decides) => {
    signInStaff(role);
    renderAdmin('/admin/pending-registrations', withData());
    const card = await screen.findByRole('article');
    expect(within(card).queryByRole('button', { name: 'Approve' }) !== null).toBe(decides);
    expect(within(card).queryByRole('button', { name: 'Reject' }) !== null).toBe(decides);
    expect(roleNotes()).toEqual(
      decides ? [] : ['Your role (Finance) can read registrations but not approve or reject them.'],
    );
  });

  it.each([
    ['reviewer', true],
    ['finance', false],
  ] as const)('document sets: a %s decides them: %s', async (role, decides) => {
    signInStaff(role);
    renderAdmin('/admin/document-approvals', withData());
    const card = await screen.findByRole('article');
    expect(within(card).queryByRole('button', { name: 'Reject' }) !== null).toBe(decides);
    expect(roleNotes()).toEqual(
      decides ? [] : ['Your role (Finance) can read document sets but not approve or reject them.'],
    );
  });

  it.each([
    ['reviewer', { review: true, funds: false }],
    ['finance', { review: false, funds: true }],
    ['superadmin', { review: true, funds: true }],
  ] as const)('payments: a %s is offered %j', async (role, offers) => {
    signInStaff(role);
    renderAdmin('/admin/payment-requests?status=all', withData());
    const [pending, reported] = await screen.findAllByRole('article');
    expect(within(pending!).queryByRole('button', { name: 'Approve' }) !== null).toBe(offers.review);
    expect(within(reported!).queryByRole('button', { name: 'Confirm funds' }) !== null).toBe(offers.funds);
    const notes = roleNotes();
    expect(notes.some((note) => note?.includes('not approve or reject them'))).toBe(!offers.review);
    expect(notes.some((note) => note?.includes('not confirm their funds'))).toBe(!offers.funds);
  });

  it.each(STAFF_ROLES.map((role) => [role] as [StaffRole]))(
    'bank account, wallets and rates: a %s edits them only as superadmin',
    async (role) => {
      signInStaff(role);
      renderAdmin('/admin/bank-account', withData());
      await screen.findByText(receivingAccountFixture().accountNumber);
      const account = screen.getByRole('region', { name: 'Receiving Bank Account' });
      const rates = screen.getByRole('region', { name: 'Exchange Rates' });
      await within(rates).findByRole('table', { name: 'Exchange rates' });
      await screen.findByText('USDT Wallet Address');
      const edits = role === 'superadmin';
      expect(within(account).queryByRole('button', { name: 'Edit' }) !== null).toBe(edits);
      expect(
        within(screen.getByRole('region', { name: 'Wallet Settings' })).queryByRole('button', {
          name: 'Edit',
        }) !== null,
      ).toBe(edits);
      expect(within(rates).queryAllByRole('button', { name: /rate from/ }).length > 0).toBe(edits);
      expect(roleNotes()).toEqual(
        edits
          ? []
          : [
              `Your role (${role === 'reviewer' ? 'Reviewer' : 'Finance'}) can read the receiving account but not change it.`,
              `Your role (${role === 'reviewer' ? 'Reviewer' : 'Finance'}) can read the wallet settings but not change them.`,
              `Your role (${role === 'reviewer' ? 'Reviewer' : 'Finance'}) can read the rates but not change them.`,
            ],
      );
    },
  );

  it('offers everything to a session from before staff roles (the configured admin, a superadmin)', async () => {
    signInStaff(null);
    renderAdmin('/admin/payment-requests?status=all', withData());
    const [pending, reported] = await screen.findAllByRole('article');
    expect(within(pending!).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(reported!).getByRole('button', { name: 'Confirm funds' })).toBeInTheDocument();
    expect(roleNotes()).toEqual([]);
  });
});
