import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { AdminPaymentRow } from '@portal/contracts/paymentAnswers';
import { REVIEW_MESSAGES } from '@portal/contracts/review';
import { ADMIN_TOKEN, fakeApi, refuse, succeed, type FakeCall } from '../../testing/fakeApi';
import { DECIDED_AT, paymentFixture } from '../../testing/fixtures';
import { renderWithSource } from '../../testing/renderAdmin';
import { signInStaff, signOutStaff } from '../../testing/signInStaff';
import { PaymentRequestList } from './PaymentRequestList';

const shenzhen = paymentFixture();
const muller = paymentFixture({
  id: '6f1c2a44-0d7e-4c55-9d7a-1a2b3c4d5e02',
  reference: 'PAY-1002',
  userName: 'Emeka Nwosu',
  // Prepared by a maker and approved by the owner (issue 31): neither is the business's account.
  preparedBy: { name: 'Bola Ade', email: 'bola@nwosu.ng' },
  approvedInBusinessBy: { name: 'Chidi Nwosu', email: 'chidi@nwosu.ng' },
  companyName: 'Nwosu Auto Parts Ltd',
  recipientCompany: 'Müller Maschinenbau GmbH',
  recipientBank: 'Deutsche Bank AG',
  recipientBankSwiftCode: 'DEUTDEFF',
  accountNumber: '••••3000',
  foreignAmount: '8420.75',
  foreignCurrency: 'EUR',
  exchangeRate: '483',
  localAmount: '4067222.25',
  invoiceFile: null,
});
const northline = paymentFixture({
  id: '6f1c2a44-0d7e-4c55-9d7a-1a2b3c4d5e03',
  reference: 'PAY-1003',
  recipientCompany: 'Northline Freight Ltd',
  status: 'rejected',
  decidedAt: DECIDED_AT,
  decidedBy: 'ada.admin@vendorbridge.local',
  reason: 'The invoice is for another company.',
});

const title = (payment: AdminPaymentRow) => `${payment.reference}: Payment to ${payment.recipientCompany}`;
const card = (payment: AdminPaymentRow) => screen.getByRole('article', { name: title(payment) });
const findCard = (payment: AdminPaymentRow) => screen.findByRole('article', { name: title(payment) });
const posts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST');
const gets = (calls: FakeCall[]) => calls.filter((call) => call.method === 'GET');

/** The value shown for a field label inside one card. */
function field(scope: HTMLElement, label: string) {
  return within(scope).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

/**
 * A stand-in for the admin payment routes: filters by status, pages `pageSize` rows
 * at a time with an opaque cursor, decides a pending row once and answers 409
 * ALREADY_DECIDED after that.
 */
function paymentServer(
  initial: AdminPaymentRow[],
  {
    pageSize = 20,
    override,
  }: { pageSize?: number; override?: (call: FakeCall) => Response | undefined } = {},
) {
  let rows = initial.map((row) => ({ ...row }));
  return fakeApi((call) => {
    const overridden = override?.(call);
    if (overridden) return overridden;
    const url = new URL(call.path, 'http://portal.test');
    if (call.method === 'GET' && url.pathname === '/admin/payments') {
      const status = url.searchParams.get('status');
      const found = rows.filter((row) => status === 'all' || row.status === status);
      const start = Number(url.searchParams.get('cursor')?.replace('after-', '') ?? 0);
      const page = found.slice(start, start + pageSize);
      const next = start + pageSize < found.length ? `after-${start + pageSize}` : null;
      return succeed({ payments: page, nextCursor: next });
    }
    const [, id, action] = /^\/admin\/payments\/([^/]+)\/(approve|reject)$/.exec(url.pathname) ?? [];
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) return refuse(404, 'Not found', { code: ERROR_CODES.notFound });
    if (row.status !== 'pending') {
      return refuse(409, REVIEW_MESSAGES.alreadyDecided, { code: ERROR_CODES.alreadyDecided });
    }
    const decided: AdminPaymentRow = {
      ...row,
      status: action === 'approve' ? 'approved' : 'rejected',
      decidedAt: DECIDED_AT,
      decidedBy: 'admin@vendorbridge.local',
      reason: action === 'reject' ? (call.body as { reason: string }).reason : null,
    };
    rows = rows.map((candidate) => (candidate.id === id ? decided : candidate));
    return succeed({ payment: decided });
  });
}

function setup(rows: AdminPaymentRow[] = [shenzhen, muller, northline], options = {}, path = '/') {
  const api = paymentServer(rows, options);
  renderWithSource(<PaymentRequestList />, api.source, path);
  return { ...api, user: userEvent.setup() };
}

describe('payment requests', () => {
  afterEach(() => signOutStaff());

  it("opens on the server's pending requests with the spec's columns", async () => {
    const { calls } = setup();
    const request = await findCard(muller);
    expect(calls[0]!.path).toBe('/admin/payments?status=pending');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    expect(field(request, 'Prepared by')).toHaveTextContent('Bola Ade bola@nwosu.ng');
    expect(field(request, 'Business approval')).toHaveTextContent('Chidi Nwosu chidi@nwosu.ng');
    expect(within(request).queryByText('User')).toBeNull();
    expect(field(request, 'Company')).toHaveTextContent('Nwosu Auto Parts Ltd');
    expect(field(request, 'Recipient')).toHaveTextContent('Müller Maschinenbau GmbH');
    expect(field(request, 'Bank')).toHaveTextContent('Deutsche Bank AG');
    expect(field(request, 'SWIFT/BIC')).toHaveTextContent('DEUTDEFF');
    expect(field(request, 'Amount')).toHaveTextContent('€8,420.75');
    expect(field(request, 'Amount in NGN')).toHaveTextContent('₦4,067,222.25');
    expect(field(request, 'Rate')).toHaveTextContent('1 EUR = ₦483.00');
    expect(field(request, 'Invoice')).toHaveTextContent(/^None$/);
    expect(field(request, 'Status')).toHaveTextContent('AWAITING VENDORBRIDGE REVIEW');
    expect(field(request, 'Submitted')).toHaveTextContent(/^5 Mar 2024, \d{2}:\d{2} \S+$/);
    expect(within(request).getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(screen.queryByRole('article', { name: title(northline) })).toBeNull();
  });

  it("masks nothing itself and shows the server's masked account number", async () => {
    setup([shenzhen, paymentFixture({ ...muller, accountNumber: 'GB82WEST12345698765432' })]);
    await findCard(shenzhen);
    expect(field(card(shenzhen), 'Account Number').textContent).toBe('••••7010');
    // Whatever the server sends is what the admin sees: the remote holds no number to mask.
    expect(field(card(muller), 'Account Number').textContent).toBe('GB82WEST12345698765432');
  });

  it('shows no empty SWIFT line for a corridor without one (a UK sort code)', async () => {
    setup([paymentFixture({ ...muller, recipientBank: 'Barclays Bank UK PLC', recipientBankSwiftCode: '' })]);
    const request = await findCard(muller);
    expect(field(request, 'Bank')).toHaveTextContent('Barclays Bank UK PLC');
    expect(within(request).queryByText('SWIFT/BIC', { selector: 'dt' })).toBeNull();
  });

  it('labels the fee line "Fee" when there is none and "Fee (included)" when one is charged', async () => {
    const charged = paymentFixture({
      ...muller,
      feeAmount: '1500.00',
      fee: { flatNgn: '1500.00', percent: null },
    });
    setup([shenzhen, charged]);
    expect(field(await findCard(shenzhen), 'Fee')).toHaveTextContent('No fee');
    expect(within(card(shenzhen)).queryByText('Fee (included)')).toBeNull();
    expect(field(card(charged), 'Fee (included)')).toHaveTextContent('₦1,500.00');
  });

  it("shows every bank field the request pays with the detail page's labels, a UK sort code too", async () => {
    const barclays = paymentFixture({
      ...muller,
      recipientBank: 'Barclays Bank UK PLC',
      recipientBankSwiftCode: '',
      accountNumber: '••••9027',
      bankDetails: {
        corridor: 'gb',
        bankName: 'Barclays Bank UK PLC',
        iban: null,
        bic: null,
        routingNumber: null,
        sortCode: '204673',
        accountNumber: '••••9027',
      },
    });
    setup([barclays]);
    const request = await findCard(barclays);
    expect(field(request, 'Bank')).toHaveTextContent('Barclays Bank UK PLC');
    expect(field(request, 'Sort Code')).toHaveTextContent('20-46-73');
    expect(field(request, 'Account Number')).toHaveTextContent('••••9027');
  });

  it('puts each field in the same place on every card, whatever bank fields the corridor has', async () => {
    const uk = paymentFixture({
      ...muller,
      id: '6f1c2a44-0d7e-4c55-9d7a-1a2b3c4d5e09',
      reference: 'PAY-1009',
      recipientBankSwiftCode: '',
      purpose: null,
      bankDetails: {
        corridor: 'gb',
        bankName: 'Lloyds Bank',
        iban: null,
        bic: null,
        routingNumber: null,
        sortCode: '309634',
        accountNumber: '••••1046',
      },
    });
    setup([muller, uk]);
    await findCard(uk);
    const labelsOf = (payment: AdminPaymentRow) =>
      [...card(payment).querySelectorAll('dl')].map((list) =>
        [...list.querySelectorAll('dt')].map((term) => term.textContent),
      );
    const [mullerPeople, , mullerMoney] = labelsOf(muller);
    const [ukPeople, ukBank, ukMoney] = labelsOf(uk);
    // The bank block is its own group; the groups around it keep their order card to card.
    expect(ukPeople).toEqual(mullerPeople);
    expect(ukBank).toEqual(['Bank', 'Sort Code', 'Account Number']);
    expect(ukMoney?.slice(0, 7)).toEqual(mullerMoney?.slice(0, 7));
    expect(ukMoney?.slice(0, 7)).toEqual([
      'Amount',
      'Amount in NGN',
      'Fee',
      'Rate',
      'Status',
      'Submitted',
      'Invoice',
    ]);
  });

  it('gives the state two columns so "AWAITING VENDORBRIDGE REVIEW" reads on one line', async () => {
    setup([shenzhen]);
    const status = field(await findCard(shenzhen), 'Status');
    expect(status).toHaveTextContent('AWAITING VENDORBRIDGE REVIEW');
    expect(status.closest('.detail')).toHaveClass('detail-double');
  });

  it("lays out every card's bank block alike: the bank and its SWIFT/BIC, then the account from a new row", async () => {
    const iban = paymentFixture({
      ...muller,
      bankDetails: {
        corridor: 'iban',
        bankName: 'Deutsche Bank AG',
        iban: 'DE89370400440532013000',
        bic: 'DEUTDEFF',
        routingNumber: null,
        sortCode: null,
        accountNumber: null,
      },
    });
    const uk = paymentFixture({
      ...northline,
      status: 'pending',
      bankDetails: {
        corridor: 'gb',
        bankName: 'Lloyds Bank',
        iban: null,
        bic: 'LOYDGB2L',
        routingNumber: null,
        sortCode: '309634',
        accountNumber: '••••1046',
      },
    });
    setup([iban, uk, shenzhen]);
    await findCard(shenzhen);
    const bankBlock = (payment: AdminPaymentRow) =>
      [...(card(payment).querySelectorAll('dl')[1]?.querySelectorAll('.detail') ?? [])].map(
        (detail) =>
          `${detail.querySelector('dt')?.textContent}${detail.classList.contains('detail-row-start') ? ' (new row)' : ''}`,
      );
    expect(bankBlock(iban)).toEqual(['Bank', 'SWIFT/BIC', 'IBAN (new row)']);
    expect(bankBlock(uk)).toEqual(['Bank', 'SWIFT/BIC', 'Sort Code (new row)', 'Account Number']);
    expect(bankBlock(shenzhen)).toEqual(['Bank', 'SWIFT/BIC', 'Account Number (new row)']);
  });

  it('keeps Approve, Reject and Cancel request on one row, with a word on Reject versus Cancel said once for the list', async () => {
    signInStaff('superadmin');
    setup([shenzhen, paymentFixture({ ...muller, status: 'pending' })]);
    const request = await findCard(shenzhen);
    const rows = new Set(
      ['Approve', 'Reject', 'Cancel request'].map(
        (name) => within(request).getByRole('button', { name }).closest('.actions-row-buttons') ?? null,
      ),
    );
    expect(rows.size).toBe(1);
    expect([...rows][0]).not.toBeNull();
    expect(request).not.toHaveTextContent('Cancel request withdraws it');
    expect(
      screen.getAllByText(/Cancel request withdraws it, for example when the customer asks\./),
    ).toHaveLength(1);
  });

  it('says nothing of Reject versus Cancel to staff who may not decide', async () => {
    signInStaff('finance');
    setup([shenzhen]);
    await findCard(shenzhen);
    expect(screen.queryByText(/Cancel request withdraws it/)).toBeNull();
  });

  it("says when a customer's company is not known", async () => {
    setup([paymentFixture({ companyName: '' })]);
    expect(field(await findCard(shenzhen), 'Company')).toHaveTextContent('Not set');
  });

  it('approve asks for confirmation, sends the POST, removes the row and announces it', async () => {
    const { calls, user } = setup();
    await findCard(muller);

    await user.click(within(card(muller)).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve payment request?' });
    expect(dialog).toHaveTextContent(
      'Approve the payment request of Emeka Nwosu (Nwosu Auto Parts Ltd) for €8,420.75 to Müller Maschinenbau GmbH?',
    );
    expect(posts(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: title(muller) })).toBeNull());
    expect(posts(calls)).toEqual([
      expect.objectContaining({ path: `/admin/payments/${muller.id}/approve`, body: undefined }),
    ]);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(
      'Payment request PAY-1002 of €8,420.75 to Müller Maschinenbau GmbH approved.',
    );
    expect(notice.parentElement).toHaveFocus();
    expect(card(shenzhen)).toBeInTheDocument();
  });

  it('reject requires a reason and sends it', async () => {
    const { calls, user } = setup();
    await findCard(shenzhen);

    await user.click(within(card(shenzhen)).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject payment request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(REVIEW_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason for rejection' }),
      'Invoice unreadable.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: title(shenzhen) })).toBeNull());
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        path: `/admin/payments/${shenzhen.id}/reject`,
        body: { reason: 'Invoice unreadable.' },
      }),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Payment request PAY-1001 of $1,000.00 to Shenzhen Brightway Electronics Co., Ltd rejected.',
    );
  });

  it('a 409 shows already decided and reloads', async () => {
    const { calls, user } = setup([shenzhen, muller], {
      override: (call: FakeCall) =>
        call.method === 'POST'
          ? refuse(409, 'Decided by someone else', { code: ERROR_CODES.alreadyDecided })
          : undefined,
    });
    await findCard(shenzhen);

    await user.click(within(card(shenzhen)).getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This item has already been decided.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await findCard(shenzhen);
    expect(gets(calls)).toHaveLength(2);
  });

  it('shows who decided a request, when and why, and offers no actions, under Rejected', async () => {
    const { calls, user } = setup();
    await findCard(shenzhen);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Rejected');

    const decided = await findCard(northline);
    expect(calls.at(-1)!.path).toBe('/admin/payments?status=rejected');
    expect(screen.queryByRole('article', { name: title(shenzhen) })).toBeNull();
    expect(field(decided, 'Status')).toHaveTextContent('REJECTED');
    expect(field(decided, 'Decided by')).toHaveTextContent('ada.admin@vendorbridge.local');
    expect(field(decided, 'Reason')).toHaveTextContent('The invoice is for another company.');
    expect(field(decided, 'Decided').firstElementChild).toHaveAttribute('datetime', DECIDED_AT);
    expect(within(decided).queryByRole('button', { name: /Approve|Reject/ })).toBeNull();
  });

  it('keeps a request decided under All, showing its decision', async () => {
    const { user } = setup();
    await findCard(shenzhen);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    await findCard(northline);

    await user.click(within(card(shenzhen)).getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(field(card(shenzhen), 'Status')).toHaveTextContent('APPROVED'));
    expect(field(card(shenzhen), 'Decided by')).toHaveTextContent('admin@vendorbridge.local');
  });

  it('filters by state or all only, each state named once with what it means: the payment list has no search', async () => {
    const { user } = setup();
    await findCard(shenzhen);
    expect(screen.getByRole('search', { name: 'Filter payment requests' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).toBeNull();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Screening',
      'Awaiting VendorBridge review',
      'Approved',
      'Payment reported',
      'Funds received',
      'Payout awaiting confirmation',
      'Completed',
      'Rejected',
      'Cancelled',
      'Expired',
      'Refunded',
      'All',
    ]);
    expect(status).toHaveAccessibleDescription('To review: approve or reject the request.');
    await user.selectOptions(status, 'Funds received');
    expect(status).toHaveAccessibleDescription('To pay out: the naira arrived; pay the vendor.');
  });

  it("opens a dashboard queue's link on the one state the queue holds", async () => {
    const { calls } = setup([shenzhen, muller, northline], {}, '/?status=fundsToConfirm');
    await waitFor(() => expect(calls[0]?.path).toBe('/admin/payments?status=funding_reported'));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('funding_reported');
  });

  it('"Load more" reads the next page with the cursor and focuses the first new request', async () => {
    const older = paymentFixture({
      id: '6f1c2a44-0d7e-4c55-9d7a-1a2b3c4d5e04',
      reference: 'PAY-1000',
      recipientCompany: 'Hartwell Packaging Ltd',
    });
    const { calls, user } = setup([shenzhen, muller, older], { pageSize: 2 });
    await findCard(muller);
    expect(screen.queryByRole('article', { name: title(older) })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    const arrived = await findCard(older);
    expect(calls.at(-1)!.path).toBe('/admin/payments?status=pending&cursor=after-2');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(arrived.closest('li')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when more requests could not be loaded, and loads them on the next try', async () => {
    let failing = true;
    const { user } = setup([shenzhen, muller, northline], {
      pageSize: 1,
      override: (call: FakeCall) =>
        failing && call.path.includes('cursor=') ? refuse(503, 'Unavailable') : undefined,
    });
    await findCard(shenzhen);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More payment requests could not be loaded.');
    expect(card(shenzhen)).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await findCard(muller)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when nothing waits for review', async () => {
    setup([northline]);
    expect(await screen.findByText('No payment requests are waiting for review.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers Retry when the list cannot be loaded, and reads it again', async () => {
    let failing = true;
    const { user } = setup([shenzhen], {
      override: () => (failing ? refuse(503, 'Service unavailable') : undefined),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment requests could not be loaded.');

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await findCard(shenzhen)).toBeInTheDocument();
  });
});

describe("opening a payment request's invoice", () => {
  const tab = { location: { href: '' }, closed: false, opener: {} as unknown, close: jest.fn() };
  let open: jest.SpyInstance;

  beforeEach(() => {
    tab.location.href = '';
    tab.close.mockClear();
    open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = jest.fn(() => 'blob:http://portal.test/invoice');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => open.mockRestore());

  it('opens the invoice through the authorised download', async () => {
    const { calls, user } = setup([shenzhen], {
      override: (call: FakeCall) =>
        call.path.endsWith('/invoice')
          ? new Response('%PDF-1.7 invoice', { status: 200, headers: { 'Content-Type': 'application/pdf' } })
          : undefined,
    });
    const request = await findCard(shenzhen);
    expect(field(request, 'Invoice')).toHaveTextContent('BW-INV-2291.pdf');

    await user.click(within(request).getByRole('button', { name: 'Open invoice BW-INV-2291.pdf' }));

    await waitFor(() => expect(tab.location.href).toBe('blob:http://portal.test/invoice'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(calls.at(-1)).toEqual({
      method: 'GET',
      path: `/payments/${shenzhen.id}/invoice`,
      authorization: `Bearer ${ADMIN_TOKEN}`,
      body: undefined,
    });
    const blob = jest.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('application/pdf');
  });

  it('closes the tab and says why when the invoice cannot be downloaded', async () => {
    const { user } = setup([shenzhen], {
      override: (call: FakeCall) => (call.path.endsWith('/invoice') ? refuse(404, 'Not found') : undefined),
    });
    const request = await findCard(shenzhen);

    await user.click(within(request).getByRole('button', { name: 'Open invoice BW-INV-2291.pdf' }));

    expect(await within(request).findByRole('alert')).toHaveTextContent('This file could not be found.');
    expect(tab.close).toHaveBeenCalled();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
