import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreeningHold, ScreeningStatusData } from '@portal/contracts/screening';
import { renderWithSource } from '../../testing/renderAdmin';
import { signInStaff, signOutStaff } from '../../testing/signInStaff';
import { NO_HOLDS, ScreeningQueue } from './ScreeningQueue';
import { ScreeningStatusNotice } from './ScreeningStatusNotice';

const HOLD: ScreeningHold = {
  paymentId: '6f1c2a44-0d7e-4c55-9d7a-1a2b3c4d5e01',
  reference: 'PAY-1042',
  businessName: 'Okonkwo Textiles Ltd',
  beneficiaryName: 'Kadir Mounes Al Zafrani',
  beneficiaryCountry: 'DE',
  foreignAmount: '1234.56',
  foreignCurrency: 'USD',
  heldAt: '2026-11-29T02:00:00.000Z',
  match: {
    entryId: '1128',
    name: 'AL-ZAFRANI, Kadir Mounes',
    type: 'individual',
    program: 'FICT-C',
    remarks: 'Fictional person invented for tests, not a real individual.',
    score: 0.934,
  },
};

describe('the Screening queue (D44)', () => {
  afterEach(() => signOutStaff());

  it('shows each held payment with the matched list entry and its score', async () => {
    signInStaff('reviewer');
    renderWithSource(<ScreeningQueue />, {
      listScreeningHolds: () => Promise.resolve({ holds: [HOLD], nextCursor: null }),
    });
    const card = await screen.findByRole('listitem', { name: /PAY-1042/ });
    const entry = within(card).getByRole('region', { name: 'Matched list entry for PAY-1042' });
    expect(within(entry).getByText('AL-ZAFRANI, Kadir Mounes')).toBeInTheDocument();
    expect(within(entry).getByText('93%')).toBeInTheDocument();
    expect(within(entry).getByText('FICT-C')).toBeInTheDocument();
    expect(within(card).getByText('Okonkwo Textiles Ltd')).toBeInTheDocument();
    expect(within(card).getByText('$1,234.56')).toBeInTheDocument();
  });

  it('reads the queue a page at a time: Load more asks for the holds after the last one shown', async () => {
    signInStaff('reviewer');
    const second = { ...HOLD, paymentId: 'pay-2', reference: 'PAY-1043' };
    const cursors: (string | null)[] = [];
    renderWithSource(<ScreeningQueue />, {
      listScreeningHolds: (cursor) => {
        cursors.push(cursor);
        return Promise.resolve(
          cursor === null
            ? { holds: [HOLD], nextCursor: 'after-1042' }
            : { holds: [second], nextCursor: null },
        );
      },
    });
    await screen.findByRole('listitem', { name: /PAY-1042/ });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('listitem', { name: /PAY-1043/ })).toBeInTheDocument();
    expect(cursors).toEqual([null, 'after-1042']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('clears a hold after asking, then says it goes on to review', async () => {
    signInStaff('reviewer');
    const clear = jest.fn((_id: string) => Promise.resolve(HOLD));
    let holds = [HOLD];
    renderWithSource(<ScreeningQueue />, {
      listScreeningHolds: () => Promise.resolve({ holds, nextCursor: null }),
      clearScreeningHold: (id) => {
        holds = [];
        return clear(id);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Clear PAY-1042' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear screening hold?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(clear).toHaveBeenCalledWith(HOLD.paymentId));
    expect(await screen.findByText('PAY-1042 cleared: it goes on to review.')).toBeInTheDocument();
    expect(await screen.findByText(NO_HOLDS)).toBeInTheDocument();
  });

  it('rejects only with a reason, which is sent for the customer', async () => {
    signInStaff('superadmin');
    const reject = jest.fn((_id: string, _reason: string) => Promise.resolve(HOLD));
    renderWithSource(<ScreeningQueue />, {
      listScreeningHolds: () => Promise.resolve({ holds: [HOLD], nextCursor: null }),
      rejectScreeningHold: reject,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject PAY-1042' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject screening hold?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(reject).not.toHaveBeenCalled();
    await userEvent.type(
      within(dialog).getByLabelText('Reason for rejection'),
      'The vendor is on a sanctions list.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    await waitFor(() =>
      expect(reject).toHaveBeenCalledWith(HOLD.paymentId, 'The vendor is on a sanctions list.'),
    );
  });

  it('lets finance staff read the queue but not decide, and says why', async () => {
    signInStaff('finance');
    renderWithSource(<ScreeningQueue />, {
      listScreeningHolds: () => Promise.resolve({ holds: [HOLD], nextCursor: null }),
    });
    await screen.findByRole('listitem', { name: /PAY-1042/ });
    expect(screen.queryByRole('button', { name: 'Clear PAY-1042' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/can read the screening queue but not clear or reject a payment/),
    ).toBeInTheDocument();
  });
});

describe("the dashboard's screening status (D44)", () => {
  const withStatus = (status: ScreeningStatusData) => ({ getScreeningStatus: () => Promise.resolve(status) });

  it('keeps its line while the status is read, so the figures below it do not move when it arrives', async () => {
    renderWithSource(
      <ScreeningStatusNotice />,
      withStatus({ list: { loaded: false, entries: 0, loadedAt: null, fileName: null }, held: 0 }),
    );
    expect(screen.getByText('Reading the sanctions screening status…')).toBeInTheDocument();
    expect(await screen.findByText(/Sanctions screening is off: no list loaded/)).toBeInTheDocument();
    expect(screen.queryByText('Reading the sanctions screening status…')).toBeNull();
  });

  it('says screening is off when no list is loaded', async () => {
    renderWithSource(
      <ScreeningStatusNotice />,
      withStatus({ list: { loaded: false, entries: 0, loadedAt: null, fileName: null }, held: 0 }),
    );
    expect(await screen.findByText(/Sanctions screening is off: no list loaded/)).toBeInTheDocument();
  });

  it('says on the queue page itself that screening is off, beside the empty queue', async () => {
    renderWithSource(
      <>
        <ScreeningStatusNotice onQueuePage />
        <ScreeningQueue />
      </>,
      {
        ...withStatus({ list: { loaded: false, entries: 0, loadedAt: null, fileName: null }, held: 0 }),
        listScreeningHolds: () => Promise.resolve({ holds: [], nextCursor: null }),
      },
    );
    expect(await screen.findByText(/Sanctions screening is off: no list loaded/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the Screening queue' })).toBeNull();
  });

  it('says how many entries were loaded, when, and how many payments are held, with the way to the queue', async () => {
    renderWithSource(
      <ScreeningStatusNotice />,
      withStatus({
        list: { loaded: true, entries: 12345, loadedAt: '2026-11-29T02:00:00.000Z', fileName: 'sdn.csv' },
        held: 2,
      }),
    );
    expect(await screen.findByText(/12,345 entries from sdn\.csv, loaded .*2026/)).toBeInTheDocument();
    expect(screen.getByText(/2 payments are held for screening/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the Screening queue' })).toHaveAttribute(
      'href',
      '/admin/screening',
    );
  });
});
