import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { REVIEW_MESSAGES, type RegistrationRow } from '@portal/contracts/review';
import { fakeApi, refuse, succeed, type FakeCall } from '../../testing/fakeApi';
import { DECIDED_AT, registrationFixture } from '../../testing/fixtures';
import { renderWithSource } from '../../testing/renderAdmin';
import { RegistrationList } from './RegistrationList';

const adaeze = registrationFixture();
const ibrahim = registrationFixture({
  id: 'reg-2',
  name: 'Ibrahim Musa',
  email: 'i.musa@kanograins.ng',
  companyName: 'Kano Grains Merchants Ltd',
  documents: { bvn: true, cac: true, proofOfAddress: false, tin: false, directorInfo: false },
});
const rejected = registrationFixture({
  id: 'reg-3',
  name: 'Halima Yusuf',
  companyName: 'Yusuf Cosmetics Ltd',
  status: 'rejected',
  decidedAt: DECIDED_AT,
  decidedBy: 'ada.admin@vendorbridge.local',
  reason: 'The company is not registered with the CAC.',
});

/**
 * A stand-in for the registration routes: filters and searches like the server, pages
 * `pageSize` rows at a time with an opaque cursor, decides a pending row once, and answers
 * 409 ALREADY_DECIDED after that.
 */
function registrationServer(
  initial: RegistrationRow[],
  override?: (call: FakeCall) => Response | undefined,
  pageSize = 50,
) {
  let rows = initial.map((row) => ({ ...row }));
  return fakeApi((call) => {
    const overridden = override?.(call);
    if (overridden) return overridden;
    const url = new URL(call.path, 'http://portal.test');
    if (call.method === 'GET') {
      const status = url.searchParams.get('status');
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const found = rows.filter(
        (row) =>
          (status === 'all' || row.status === status) &&
          [row.name, row.email, row.companyName].some((text) => text.toLowerCase().includes(search)),
      );
      const start = Number(url.searchParams.get('cursor')?.replace('after-', '') ?? 0);
      const next = start + pageSize < found.length ? `after-${start + pageSize}` : null;
      return succeed({ registrations: found.slice(start, start + pageSize), nextCursor: next });
    }
    const [, id, action] = /^\/admin\/registrations\/([^/]+)\/(approve|reject)$/.exec(url.pathname) ?? [];
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) return refuse(404, 'Not found', { code: ERROR_CODES.notFound });
    if (row.status !== 'pending') {
      return refuse(409, REVIEW_MESSAGES.alreadyDecided, { code: ERROR_CODES.alreadyDecided });
    }
    const reason = action === 'reject' ? (call.body as { reason: string }).reason : null;
    const decided: RegistrationRow = {
      ...row,
      status: action === 'approve' ? 'approved' : 'rejected',
      decidedAt: DECIDED_AT,
      decidedBy: 'admin@vendorbridge.local',
      reason,
    };
    rows = rows.map((candidate) => (candidate.id === id ? decided : candidate));
    return succeed({ registration: decided });
  });
}

function setup(
  rows: RegistrationRow[] = [adaeze, ibrahim, rejected],
  override?: (call: FakeCall) => Response | undefined,
  pageSize?: number,
) {
  const api = registrationServer(rows, override, pageSize);
  renderWithSource(<RegistrationList />, api.source);
  return { ...api, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('article', { name });
const posts = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST');

describe('registrations', () => {
  it('opens on the pending registrations of the server, each with its documents badge', async () => {
    const { calls } = setup();
    const ibrahimCard = await screen.findByRole('article', { name: 'Ibrahim Musa' });
    expect(calls[0]!.path).toBe('/admin/registrations?status=pending');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    expect(within(ibrahimCard).getByText('i.musa@kanograins.ng')).toHaveAttribute(
      'href',
      'mailto:i.musa@kanograins.ng',
    );
    expect(within(ibrahimCard).getByText('Kano Grains Merchants Ltd')).toBeInTheDocument();
    expect(within(ibrahimCard).getByText(/^5 Mar 2024, \d{2}:\d{2} \S+$/)).toHaveAttribute(
      'datetime',
      '2024-03-05T12:00:00.000Z',
    );
    expect(within(ibrahimCard).getByText('2/5')).toBeInTheDocument();
    expect(within(card('Adaeze Okonkwo')).getByText('5/5')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Halima Yusuf' })).toBeNull();
  });

  it('approve asks for confirmation, sends the POST and removes the row', async () => {
    const { calls, user } = setup();
    await screen.findByRole('article', { name: 'Adaeze Okonkwo' });

    await user.click(within(card('Adaeze Okonkwo')).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve registration?' });
    expect(posts(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Adaeze Okonkwo' })).toBeNull());
    expect(posts(calls)).toEqual([
      expect.objectContaining({ path: '/admin/registrations/reg-1/approve', body: undefined }),
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(card('Ibrahim Musa')).toBeInTheDocument();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Registration for Adaeze Okonkwo (Okonkwo Textiles Ltd) approved.');
    expect(notice.parentElement).toHaveFocus();
  });

  it('sends nothing when the confirmation is cancelled, and returns focus to Approve', async () => {
    const { calls, user } = setup();
    await screen.findByRole('article', { name: 'Adaeze Okonkwo' });
    const approve = within(card('Adaeze Okonkwo')).getByRole('button', { name: 'Approve' });

    await user.click(approve);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(posts(calls)).toEqual([]);
    expect(approve).toHaveFocus();
  });

  it('reject without a reason shows the error next to the field and sends nothing', async () => {
    const { calls, user } = setup();
    await screen.findByRole('article', { name: 'Ibrahim Musa' });

    await user.click(within(card('Ibrahim Musa')).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject registration?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(within(dialog).getByText(REVIEW_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Reason for rejection' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(posts(calls)).toEqual([]);
    expect(card('Ibrahim Musa')).toBeInTheDocument();
  });

  it('reject with a reason sends it, removes the row and says so', async () => {
    const { calls, user } = setup();
    await screen.findByRole('article', { name: 'Ibrahim Musa' });

    await user.click(within(card('Ibrahim Musa')).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Proof of address and TIN are missing.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ibrahim Musa' })).toBeNull());
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        path: '/admin/registrations/reg-2/reject',
        body: { reason: 'Proof of address and TIN are missing.' },
      }),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Registration for Ibrahim Musa (Kano Grains Merchants Ltd) rejected.',
    );
  });

  it('names a customer who has no company yet by their name alone, and shows the company as not set', async () => {
    const noCompany = registrationFixture({ id: 'reg-9', name: 'Chioma Nwosu', companyName: '' });
    const { user } = setup([noCompany]);
    const row = await screen.findByRole('article', { name: 'Chioma Nwosu' });
    expect(within(row).getByText('Not set')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'No company details yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Registration for Chioma Nwosu rejected.'),
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('()');
  });

  it('a 409 shows "This item has already been decided." and reads the list again', async () => {
    const { calls, user } = setup([adaeze, ibrahim], (call) =>
      call.method === 'POST'
        ? refuse(409, 'Decided by someone else', { code: ERROR_CODES.alreadyDecided })
        : undefined,
    );
    await screen.findByRole('article', { name: 'Adaeze Okonkwo' });

    await user.click(within(card('Adaeze Okonkwo')).getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This item has already been decided.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByRole('article', { name: 'Adaeze Okonkwo' });
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('shows who decided a row, when and why, and offers no actions, under the other filters', async () => {
    const { calls, user } = setup();
    await screen.findByRole('article', { name: 'Adaeze Okonkwo' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Not approved');

    const decided = await screen.findByRole('article', { name: 'Halima Yusuf' });
    expect(calls.at(-1)!.path).toBe('/admin/registrations?status=rejected');
    expect(screen.queryByRole('article', { name: 'Adaeze Okonkwo' })).toBeNull();
    expect(within(decided).getByText('NOT APPROVED')).toBeInTheDocument();
    expect(within(decided).getByText('ada.admin@vendorbridge.local')).toBeInTheDocument();
    expect(within(decided).getByText('The company is not registered with the CAC.')).toBeInTheDocument();
    expect(within(decided).getByText('Decided').nextElementSibling?.firstElementChild).toHaveAttribute(
      'datetime',
      DECIDED_AT,
    );
    expect(within(decided).queryByRole('button')).toBeNull();
  });

  it('keeps a row decided under All, showing its decision', async () => {
    const { user } = setup();
    await screen.findByRole('article', { name: 'Adaeze Okonkwo' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    await screen.findByRole('article', { name: 'Halima Yusuf' });

    await user.click(within(card('Adaeze Okonkwo')).getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(within(card('Adaeze Okonkwo')).getByText('APPROVED')).toBeInTheDocument());
    expect(within(card('Adaeze Okonkwo')).queryByRole('button')).toBeNull();
  });

  it('searches by name, e-mail or company when the search is submitted', async () => {
    const { calls, user } = setup();
    await screen.findByRole('article', { name: 'Adaeze Okonkwo' });

    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name, email or company' }),
      'kano{Enter}',
    );

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Adaeze Okonkwo' })).toBeNull());
    expect(card('Ibrahim Musa')).toBeInTheDocument();
    expect(calls.at(-1)!.path).toBe('/admin/registrations?status=pending&search=kano');

    await user.type(screen.getByRole('searchbox'), 'nobody{Enter}');
    expect(await screen.findByText('No registrations match "kanonobody".')).toBeInTheDocument();
  });

  it('offers to clear a search that found nothing, and empties the search box', async () => {
    const { calls, user } = setup();
    await screen.findByRole('article', { name: 'Adaeze Okonkwo' });
    const search = screen.getByRole('searchbox', { name: 'Search by name, email or company' });
    await user.type(search, 'nobody{Enter}');
    await screen.findByText('No registrations match "nobody".');

    await user.click(screen.getByRole('button', { name: 'Clear the search' }));

    expect(await screen.findByRole('article', { name: 'Adaeze Okonkwo' })).toBeInTheDocument();
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(calls.at(-1)!.path).toBe('/admin/registrations?status=pending');
  });

  it('says when nothing waits for review, and offers every registration instead', async () => {
    const { user } = setup([rejected]);
    expect(await screen.findByText('No registrations are waiting for review.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all registrations' }));

    expect(await screen.findByRole('article', { name: 'Halima Yusuf' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveFocus();
  });

  it('shows placeholder cards while the list loads, announced once', async () => {
    setup();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading registrations…');
    expect(screen.queryByRole('list', { name: 'Registrations' })).toBeNull();
    expect(document.querySelectorAll('.review-card')).toHaveLength(2);

    expect(await screen.findByRole('list', { name: 'Registrations' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers Retry when the list cannot be loaded, and reads it again', async () => {
    let failing = true;
    const { user } = setup([adaeze], () => (failing ? refuse(503, 'Service unavailable') : undefined));
    expect(await screen.findByRole('alert')).toHaveTextContent('The registrations could not be loaded.');

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('article', { name: 'Adaeze Okonkwo' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
  it('"Load more" reads the next page with the cursor and the search, and focuses the first new registration', async () => {
    const chinedu = registrationFixture({
      id: 'reg-4',
      name: 'Chinedu Eze',
      email: 'c.eze@ezeimports.ng',
      companyName: 'Eze Imports Ltd',
    });
    const { calls, user } = setup([adaeze, ibrahim, chinedu], undefined, 2);
    await screen.findByRole('article', { name: 'Ibrahim Musa' });
    expect(screen.queryByRole('article', { name: 'Chinedu Eze' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    const arrived = await screen.findByRole('article', { name: 'Chinedu Eze' });
    expect(calls.at(-1)!.path).toBe('/admin/registrations?status=pending&cursor=after-2');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(arrived.closest('li')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name, email or company' }),
      '.ng{Enter}',
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Chinedu Eze' });
    expect(calls.at(-1)!.path).toBe('/admin/registrations?status=pending&search=.ng&cursor=after-2');
  });

  it('reads page after page to the last, each registration once, with no "Load more" after it', async () => {
    const many = Array.from({ length: 5 }, (_, index) =>
      registrationFixture({ id: `reg-many-${index}`, name: `Customer ${index}`, companyName: '' }),
    );
    const { calls, user } = setup(many, undefined, 2);
    await screen.findByRole('article', { name: 'Customer 1' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Customer 3' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('article', { name: 'Customer 4' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(calls.map((call) => call.path)).toEqual([
      '/admin/registrations?status=pending',
      '/admin/registrations?status=pending&cursor=after-2',
      '/admin/registrations?status=pending&cursor=after-4',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when more registrations could not be loaded, and loads them on the next try', async () => {
    let failing = true;
    const { user } = setup(
      [adaeze, ibrahim],
      (call) => (failing && call.path.includes('cursor=') ? refuse(503, 'Unavailable') : undefined),
      1,
    );
    await screen.findByRole('article', { name: 'Adaeze Okonkwo' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More registrations could not be loaded.');
    expect(card('Adaeze Okonkwo')).toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Ibrahim Musa' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
