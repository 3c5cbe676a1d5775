import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import type { AdminPaymentRow } from '@portal/contracts/paymentAnswers';
import { JOURNEY_CODES, JOURNEY_MESSAGES } from '@portal/contracts/paymentJourney';
import {
  ADMIN_PAYMENT_QUEUES,
  movesFor,
  PLATFORM_PAYMENT_STATES,
  type PaymentState,
} from '@portal/rules/paymentLifecycle';
import { AMOUNT_FORMAT_MESSAGE } from '@portal/contracts/typedAmount';
import { fakeApi, refuse, succeed, type FakeCall } from '../../testing/fakeApi';
import { paymentFixture, statsFixture } from '../../testing/fixtures';
import { renderWithSource } from '../../testing/renderAdmin';
import { PaymentQueues } from '../dashboard';
import { PaymentRequestList } from './PaymentRequestList';

const MOVE_BUTTONS: Record<string, string> = {
  approve: 'Approve',
  reject: 'Reject',
  confirmFunding: 'Confirm funds',
  payout: 'Record payout',
  refund: 'Refund',
  cancel: 'Cancel request',
};

const title = (payment: AdminPaymentRow) => `${payment.reference}: Payment to ${payment.recipientCompany}`;
const findCard = (payment: AdminPaymentRow) => screen.findByRole('article', { name: title(payment) });
const gets = (calls: FakeCall[]) => calls.filter((call) => call.method === 'GET');
const posts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST');

/** Now, to the minute in this machine's time zone, as the payout's date-and-time field starts with it. */
function nowLocal() {
  const now = new Date();
  const pad = (part: number) => String(part).padStart(2, '0');
  return (
    `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}` +
    `T${pad(now.getHours())}:${pad(now.getMinutes())}`
  );
}

/**
 * A stand-in for the admin payment routes: lists by state, work queue or all, and
 * answers each move with `onMove` (by default: the row in the move's next state).
 */
function journeyServer(rows: AdminPaymentRow[], onMove?: (call: FakeCall) => Response | undefined) {
  return fakeApi((call) => {
    const url = new URL(call.path, 'http://portal.test');
    if (call.method === 'GET' && url.pathname === '/admin/payments') {
      const status = url.searchParams.get('status') ?? 'all';
      const states: readonly string[] =
        status in ADMIN_PAYMENT_QUEUES
          ? ADMIN_PAYMENT_QUEUES[status as keyof typeof ADMIN_PAYMENT_QUEUES]
          : [status];
      const found = rows.filter((row) => status === 'all' || states.includes(row.status));
      return succeed({ payments: found, nextCursor: null });
    }
    if (call.method === 'GET' && url.pathname === '/admin/payments/export.csv') {
      return new Response('reference,status\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });
    }
    const answered = onMove?.(call);
    if (answered) return answered;
    const [, id] = /^\/admin\/payments\/([^/]+)\//.exec(url.pathname) ?? [];
    const row = rows.find((candidate) => candidate.id === id);
    return row ? succeed({ payment: row }) : refuse(404, 'Not found');
  });
}

function setup(rows: AdminPaymentRow[], path: string, onMove?: (call: FakeCall) => Response | undefined) {
  const api = journeyServer(rows, onMove);
  renderWithSource(<PaymentRequestList />, api.source, path);
  return { ...api, user: userEvent.setup() };
}

describe('the moves offered on a payment request', () => {
  it.each(PLATFORM_PAYMENT_STATES.map((state) => [state]))(
    'offers under %s exactly the moves the lifecycle allows staff',
    async (state: PaymentState) => {
      const payment = paymentFixture({ status: state });
      setup([payment], `/admin/payment-requests?status=${state}`);
      const card = await findCard(payment);
      const offered = within(card)
        .queryAllByRole('button')
        .map((button) => button.textContent)
        .filter((text): text is string => Object.values(MOVE_BUTTONS).includes(text ?? ''));
      // Recording a large payout is the same "Record payout" (the server decides by the amount);
      // confirming one is offered on the request's page, which knows who recorded it.
      const onCards = movesFor(state, 'admin').filter((move) => move in MOVE_BUTTONS);
      expect(offered).toEqual(onCards.map((move) => MOVE_BUTTONS[move]));
    },
  );

  it('opens on the state of the work queue named in the address', async () => {
    const reported = paymentFixture({ status: 'funding_reported' });
    const { calls } = setup([reported], '/admin/payment-requests?status=fundsToConfirm');
    await findCard(reported);
    expect(calls[0]!.path).toBe('/admin/payments?status=funding_reported');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('funding_reported');
  });
  it('follows a link to another queue while the list is shown', async () => {
    const approved = paymentFixture({ status: 'approved' });
    const api = journeyServer([approved]);
    renderWithSource(
      <>
        <Link to="/admin/payment-requests?status=awaitingFunds">Awaiting funds</Link>
        <PaymentRequestList />
      </>,
      api.source,
      '/admin/payment-requests?status=toPayOut',
    );
    const user = userEvent.setup();
    expect(
      await screen.findByText('No payment requests with the status Funds received.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Awaiting funds' }));
    await findCard(approved);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('approved');
    expect(api.calls.at(-1)!.path).toBe('/admin/payments?status=approved');
  });
});

describe('confirming funds', () => {
  it('says a short amount beside the amount and changes nothing', async () => {
    const reported = paymentFixture({ status: 'funding_reported' });
    const { calls, user } = setup([reported], '/admin/payment-requests?status=fundsToConfirm', (call) =>
      call.path.endsWith('/funding/confirm')
        ? refuse(422, JOURNEY_MESSAGES.amountShort, { code: JOURNEY_CODES.amountShort })
        : undefined,
    );
    const card = await findCard(reported);
    await user.click(within(card).getByRole('button', { name: 'Confirm funds' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm funds received?' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount received (NGN)' });
    expect(amount).toHaveValue('');
    await user.type(amount, '400000.00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bank reference' }), 'ZEN-88213');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm funds' }));

    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(expect.stringContaining(JOURNEY_MESSAGES.amountShort)),
    );
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        path: `/admin/payments/${reported.id}/funding/confirm`,
        body: { amountReceived: '400000.00', bankReference: 'ZEN-88213' },
      }),
    ]);
    expect(screen.getByRole('dialog', { name: 'Confirm funds received?' })).toBeInTheDocument();
    // Nothing changed: the list is not read again and the request stays on it.
    expect(gets(calls)).toHaveLength(1);
    expect(card).toBeInTheDocument();
  });

  it('checks the amount with the contract before sending anything', async () => {
    const reported = paymentFixture({ status: 'funding_reported' });
    const { calls, user } = setup([reported], '/admin/payment-requests?status=fundsToConfirm');
    const card = await findCard(reported);
    await user.click(within(card).getByRole('button', { name: 'Confirm funds' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm funds received?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm funds' }));
    expect(await within(dialog).findByText(JOURNEY_MESSAGES.amountReceivedInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(JOURNEY_MESSAGES.referenceRequired)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('takes the amount received typed as the screen writes it, "2,141,356.20" (issue 31)', async () => {
    const reported = paymentFixture({ status: 'funding_reported' });
    const { calls, user } = setup([reported], '/admin/payment-requests?status=fundsToConfirm', (call) =>
      call.path.endsWith('/funding/confirm')
        ? succeed({ payment: { ...reported, status: 'funded' } })
        : undefined,
    );
    await user.click(within(await findCard(reported)).getByRole('button', { name: 'Confirm funds' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm funds received?' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount received (NGN)' });
    await user.type(amount, '1.234,56');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bank reference' }), 'ZEN-88213');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm funds' }));
    expect(await within(dialog).findByText(AMOUNT_FORMAT_MESSAGE)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '2,141,356.20');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm funds' }));
    await screen.findByText(`${reported.reference}: ${JOURNEY_MESSAGES.fundingConfirmed}`);
    expect(posts(calls)).toEqual([
      expect.objectContaining({ body: { amountReceived: '2141356.20', bankReference: 'ZEN-88213' } }),
    ]);
  });

  it('says the request moved on when the server answers 409, and reads the list again', async () => {
    const reported = paymentFixture({ status: 'funding_reported' });
    const { calls, user } = setup([reported], '/admin/payment-requests?status=fundsToConfirm', (call) =>
      call.path.endsWith('/funding/confirm')
        ? refuse(409, JOURNEY_MESSAGES.wrongState, {
            code: JOURNEY_CODES.wrongState,
            errors: { status: ['cancelled'] },
          })
        : undefined,
    );
    const card = await findCard(reported);
    await user.click(within(card).getByRole('button', { name: 'Confirm funds' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm funds received?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount received (NGN)' }), '410500.00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Bank reference' }), 'ZEN-88213');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm funds' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Payment request ${reported.reference} has moved on (it is now Cancelled)`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(gets(calls)).toHaveLength(2));
  });
});

describe('recording a payout', () => {
  it("sends the payout's date and time (now unless changed) as an instant, and the bank's reference (D47)", async () => {
    const funded = paymentFixture({ status: 'funded' });
    const { calls, user } = setup([funded], '/admin/payment-requests?status=toPayOut', (call) =>
      call.path.endsWith('/payout') ? succeed({ payment: { ...funded, status: 'sent' } }) : undefined,
    );
    const card = await findCard(funded);
    await user.click(within(card).getByRole('button', { name: 'Record payout' }));
    const dialog = screen.getByRole('dialog', { name: 'Record payout?' });
    const paidAt = within(dialog).getByLabelText('Paid at');
    expect(paidAt).toHaveAttribute('type', 'datetime-local');
    const shown = (paidAt as HTMLInputElement).value;
    // Opened this minute (or the one before, when the clock turned meanwhile).
    expect([nowLocal(), shown]).toContain(shown);
    expect(Date.now() - new Date(shown).getTime()).toBeLessThan(120_000);
    await user.type(within(dialog).getByRole('textbox', { name: 'Bank reference or UETR' }), 'UETR-7f3c');
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));

    expect(
      await screen.findByText(`${funded.reference}: ${JOURNEY_MESSAGES.payoutRecorded}`),
    ).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        path: `/admin/payments/${funded.id}/payout`,
        body: { paidAt: new Date(shown).toISOString(), reference: 'UETR-7f3c' },
      }),
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list is read again: the request moved out of "To pay out".
    await waitFor(() => expect(gets(calls)).toHaveLength(2));
  });

  it('closes on Escape without sending anything', async () => {
    const funded = paymentFixture({ status: 'funded' });
    const { calls, user } = setup([funded], '/admin/payment-requests?status=toPayOut');
    const card = await findCard(funded);
    await user.click(within(card).getByRole('button', { name: 'Record payout' }));
    expect(screen.getByRole('dialog', { name: 'Record payout?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });
});

describe('after a move', () => {
  it("reads the dashboard's queue counts again", async () => {
    const funded = paymentFixture({ status: 'funded' });
    let paidOut = false;
    const stats = () =>
      statsFixture({
        paymentQueues: {
          toReview: 0,
          awaitingFunds: 0,
          fundsToConfirm: 0,
          toPayOut: paidOut ? 0 : 1,
          payoutsToConfirm: 0,
        },
      });
    const api = journeyServer([funded], (call) => {
      if (call.path === '/admin/dashboard') return succeed({ stats: stats() });
      if (!call.path.endsWith('/payout')) return undefined;
      paidOut = true;
      return succeed({ payment: { ...funded, status: 'sent' } });
    });
    renderWithSource(
      <>
        <PaymentQueues />
        <PaymentRequestList />
      </>,
      api.source,
      '/admin/payment-requests?status=toPayOut',
    );
    const user = userEvent.setup();
    const queues = await screen.findByRole('region', { name: 'Payment work queues' });
    expect(within(queues).getByRole('link', { name: /To pay out/ })).toHaveTextContent('1');
    await user.click(within(await findCard(funded)).getByRole('button', { name: 'Record payout' }));
    const dialog = screen.getByRole('dialog', { name: 'Record payout?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Bank reference or UETR' }), 'UETR-7f3c');
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    await waitFor(() =>
      expect(within(queues).getByRole('link', { name: /To pay out/ })).toHaveTextContent('0'),
    );
  });
});

describe('refund and cancel', () => {
  it('cancels with the reason the customer will read', async () => {
    const approved = paymentFixture({ status: 'approved' });
    const { calls, user } = setup([approved], '/admin/payment-requests?status=awaitingFunds', (call) =>
      call.path.endsWith('/cancel') ? succeed({ payment: { ...approved, status: 'cancelled' } }) : undefined,
    );
    const card = await findCard(approved);
    await user.click(within(card).getByRole('button', { name: 'Cancel request' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this payment request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await within(dialog).findByText(JOURNEY_MESSAGES.reasonRequired)).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason for cancelling' }),
      'Duplicate request.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(
      await screen.findByText(`${approved.reference}: ${JOURNEY_MESSAGES.cancelled}`),
    ).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        path: `/admin/payments/${approved.id}/cancel`,
        body: { reason: 'Duplicate request.' },
      }),
    ]);
  });
});

describe('exporting the list', () => {
  it("downloads the CSV of the list's filter and period through the authorised route", async () => {
    const createObjectURL = jest.fn(() => 'blob:statement');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const reported = paymentFixture({ status: 'funding_reported' });
    const { calls, user } = setup([reported], '/admin/payment-requests?status=fundsToConfirm');
    await findCard(reported);
    const form = screen.getByRole('form', { name: 'Export payment requests as CSV' });
    const from = within(form).getByLabelText('From');
    const to = within(form).getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.clear(to);
    await user.type(to, '2026-01-31');
    await user.click(within(form).getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.at(-1)!.path).toBe(
      '/admin/payments/export.csv?from=2026-01-01&to=2026-01-31&status=funding_reported',
    );
    click.mockRestore();
  });

  it('refuses a period over 366 days beside its date and downloads nothing', async () => {
    const reported = paymentFixture({ status: 'funding_reported' });
    const { calls, user } = setup([reported], '/admin/payment-requests?status=all');
    await findCard(reported);
    const form = screen.getByRole('form', { name: 'Export payment requests as CSV' });
    const from = within(form).getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2024-01-01');
    const to = within(form).getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-01-31');
    await user.click(within(form).getByRole('button', { name: 'Export CSV' }));
    expect(await within(form).findByText(JOURNEY_MESSAGES.periodTooLong)).toBeInTheDocument();
    expect(calls.filter((call) => call.path.includes('export.csv'))).toHaveLength(0);
  });
});
