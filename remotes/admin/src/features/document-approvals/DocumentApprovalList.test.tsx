import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { REVIEW_MESSAGES, type DocumentApprovalRow } from '@portal/contracts/review';
import { ADMIN_TOKEN, fakeApi, refuse, succeed, type FakeCall } from '../../testing/fakeApi';
import {
  checklistFixture,
  DECIDED_AT,
  documentApprovalFixture,
  documentFixture,
  uploadedChecklist,
} from '../../testing/fixtures';
import { renderWithSource } from '../../testing/renderAdmin';
import { DocumentApprovalList } from './DocumentApprovalList';

const complete = documentApprovalFixture({
  documents: checklistFixture({
    bvn: [documentFixture({ type: 'bvn', id: 'file-bvn', fileName: 'bvn-slip.pdf' })],
    cac: [
      documentFixture({
        type: 'cac',
        id: 'file-cac',
        fileName: 'cac-certificate.png',
        contentType: 'image/png',
      }),
    ],
    directorInfo: [
      documentFixture({ type: 'directorInfo', id: 'file-d1', fileName: 'director-1.jpg' }),
      documentFixture({ type: 'directorInfo', id: 'file-d2', fileName: 'director-2.jpg' }),
    ],
  }),
});
const withoutCac = documentApprovalFixture({
  id: 'usr-2',
  userId: 'usr-2',
  userName: 'Babatunde Adeyemi',
  companyName: 'Lagos Agro Exports Ltd',
  documents: uploadedChecklist(['cac', 'tin']),
});
const withoutEither = documentApprovalFixture({
  id: 'usr-4',
  userId: 'usr-4',
  userName: 'Femi Ogunleye',
  companyName: 'Ogunleye Print & Pack Ltd',
  documents: uploadedChecklist(['bvn', 'cac']),
});
const approvedBefore = documentApprovalFixture({
  id: 'usr-5',
  userId: 'usr-5',
  userName: 'Adaeze Okonkwo',
  companyName: 'Okonkwo Textiles Ltd',
  status: 'approved',
  decidedAt: DECIDED_AT,
  decidedBy: 'ada.admin@vendorbridge.local',
});

function setup(
  rows: DocumentApprovalRow[] = [complete, withoutCac, withoutEither],
  respond: (call: FakeCall) => Response = (call) => {
    if (call.method === 'GET') return succeed({ approvals: rows, nextCursor: null });
    const id = call.path.split('/')[3];
    const row = rows.find((candidate) => candidate.id === id)!;
    const status = call.path.endsWith('/approve') ? 'approved' : 'rejected';
    return succeed({
      approval: { ...row, status, decidedAt: DECIDED_AT, decidedBy: 'admin@vendorbridge.local' },
    });
  },
) {
  const api = fakeApi(respond);
  renderWithSource(<DocumentApprovalList />, api.source);
  return { ...api, user: userEvent.setup() };
}

const card = (company: string) => screen.getByRole('article', { name: company });
const button = (company: string, name: 'Approve' | 'Reject') =>
  within(card(company)).getByRole('button', { name });

describe('document approvals', () => {
  it('shows each document as uploaded or not, with the director file count and each file', async () => {
    const { calls } = setup();
    const lagos = await screen.findByRole('article', { name: 'Lagos Agro Exports Ltd' });
    expect(calls[0]!.path).toBe('/admin/documents?status=pending');
    const entries = within(within(lagos).getByRole('list', { name: 'Documents' }))
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Documents')
      .map((item) => item.querySelector('.checklist-entry')?.textContent);
    expect(entries).toEqual([
      'BVNUploaded',
      'CACNot uploaded',
      'Proof of AddressUploaded',
      'TINNot uploaded',
      'Director Information (1 file)Uploaded',
    ]);
    const obi = card('Obi Pharmaceuticals Plc');
    expect(within(obi).getByText('Director Information (2 files)')).toBeInTheDocument();
    const directors = within(obi).getByRole('list', { name: 'Director Information files' });
    expect(
      within(directors)
        .getAllByRole('button')
        .map((open) => open.getAttribute('aria-label')),
    ).toEqual(['Open director-1.jpg', 'Open director-2.jpg']);
  });

  it('shows the user, e-mail, status and submitted date', async () => {
    setup();
    const pending = await screen.findByRole('article', { name: 'Obi Pharmaceuticals Plc' });
    expect(within(pending).getByText('Ngozi Obi')).toBeInTheDocument();
    expect(within(pending).getByText('ngozi@obipharma.ng')).toHaveAttribute(
      'href',
      'mailto:ngozi@obipharma.ng',
    );
    expect(within(pending).getAllByText('IN REVIEW').length).toBeGreaterThan(0);
    expect(within(pending).getByText(/^5 Mar 2024, \d{2}:\d{2} \S+$/)).toBeInTheDocument();
  });

  it.each([
    ['Lagos Agro Exports Ltd', 'Cannot approve until BVN and CAC are uploaded (missing: CAC).'],
    ['Ogunleye Print & Pack Ltd', 'Cannot approve until BVN and CAC are uploaded (missing: BVN and CAC).'],
  ])('Approve is disabled without CAC (%s) and says why next to it', async (company, reason) => {
    setup();
    await screen.findByRole('article', { name: company });
    expect(button(company, 'Approve')).toBeDisabled();
    expect(button(company, 'Approve')).toHaveAccessibleDescription(reason);
    expect(within(card(company)).getByText(reason)).toBeVisible();
    expect(button(company, 'Reject')).toBeEnabled();
  });

  it('allows Approve when BVN and CAC are uploaded, even with other documents missing', async () => {
    setup([
      documentApprovalFixture({ documents: uploadedChecklist(['tin', 'proofOfAddress', 'directorInfo']) }),
    ]);
    await screen.findByRole('article', { name: 'Obi Pharmaceuticals Plc' });
    expect(button('Obi Pharmaceuticals Plc', 'Approve')).toBeEnabled();
    expect(within(card('Obi Pharmaceuticals Plc')).queryByText(/Cannot approve/)).toBeNull();
  });

  it('approves after confirmation: sends the POST, the row leaves the pending list, and says so', async () => {
    const { calls, user } = setup();
    await screen.findByRole('article', { name: 'Obi Pharmaceuticals Plc' });

    await user.click(button('Obi Pharmaceuticals Plc', 'Approve'));
    const dialog = screen.getByRole('dialog', { name: 'Approve documents?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Obi Pharmaceuticals Plc' })).toBeNull(),
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/admin/documents/usr-1/approve', body: undefined }),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Documents for Obi Pharmaceuticals Plc approved.');
  });

  it('rejects with the reason given, even documents that could not be approved', async () => {
    const { calls, user } = setup();
    await screen.findByRole('article', { name: 'Lagos Agro Exports Ltd' });

    await user.click(button('Lagos Agro Exports Ltd', 'Reject'));
    const dialog = screen.getByRole('dialog', { name: 'Reject documents?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(REVIEW_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox'), 'Please upload the CAC certificate.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Lagos Agro Exports Ltd' })).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/admin/documents/usr-2/reject',
        body: { reason: 'Please upload the CAC certificate.' },
      }),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Documents for Lagos Agro Exports Ltd rejected.');
  });

  it("shows the server's refusal when BVN or CAC went missing, and reads the list again", async () => {
    let gets = 0;
    const { user } = setup([complete], (call) => {
      if (call.method === 'GET') {
        gets += 1;
        return succeed({
          approvals: [gets === 1 ? complete : { ...complete, documents: uploadedChecklist(['cac']) }],
          nextCursor: null,
        });
      }
      return refuse(409, REVIEW_MESSAGES.approveNeedsBvnAndCac, { code: ERROR_CODES.conflict });
    });
    await screen.findByRole('article', { name: 'Obi Pharmaceuticals Plc' });

    await user.click(button('Obi Pharmaceuticals Plc', 'Approve'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.approveNeedsBvnAndCac);
    await waitFor(() => expect(button('Obi Pharmaceuticals Plc', 'Approve')).toBeDisabled());
  });

  it('shows a decided row with its status, who decided and when, and no actions', async () => {
    const { user, calls } = setup([approvedBefore], () =>
      succeed({ approvals: [approvedBefore], nextCursor: null }),
    );
    await screen.findByRole('article', { name: 'Okonkwo Textiles Ltd' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Approved');
    await waitFor(() => expect(calls.at(-1)!.path).toBe('/admin/documents?status=approved'));

    const decided = await screen.findByRole('article', { name: 'Okonkwo Textiles Ltd' });
    expect(within(decided).getByText('Decided by').nextElementSibling).toHaveTextContent(
      'ada.admin@vendorbridge.local',
    );
    expect(within(decided).getByText('Decided')).toBeInTheDocument();
    expect(within(decided).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(decided).queryByRole('button', { name: 'Reject' })).toBeNull();
  });
  it('"Load more" reads the next page of sets with the cursor and focuses the first new one', async () => {
    const pages: Record<string, { approvals: DocumentApprovalRow[]; nextCursor: string | null }> = {
      '': { approvals: [complete, withoutCac], nextCursor: 'after-lagos' },
      'after-lagos': { approvals: [withoutEither], nextCursor: null },
    };
    const { calls, user } = setup([], (call) => {
      const cursor = new URL(call.path, 'http://portal.test').searchParams.get('cursor') ?? '';
      return succeed(pages[cursor]);
    });
    await screen.findByRole('article', { name: 'Lagos Agro Exports Ltd' });
    expect(screen.queryByRole('article', { name: 'Ogunleye Print & Pack Ltd' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    const arrived = await screen.findByRole('article', { name: 'Ogunleye Print & Pack Ltd' });
    expect(calls.at(-1)!.path).toBe('/admin/documents?status=pending&cursor=after-lagos');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(arrived.closest('li')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('opening an uploaded document', () => {
  const tab = { location: { href: '' }, closed: false, opener: {} as unknown, close: jest.fn() };
  let open: jest.SpyInstance;

  beforeEach(() => {
    tab.location.href = '';
    tab.close.mockClear();
    open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = jest.fn(() => 'blob:http://portal.test/cac');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => open.mockRestore());

  it('Open downloads the file through the client and shows it in a new tab', async () => {
    const { calls, user } = setup([complete], (call) =>
      call.method === 'GET' && call.path.startsWith('/admin/')
        ? succeed({ approvals: [complete], nextCursor: null })
        : new Response('PNG bytes', { status: 200, headers: { 'Content-Type': 'image/png' } }),
    );
    await screen.findByRole('article', { name: 'Obi Pharmaceuticals Plc' });

    await user.click(screen.getByRole('button', { name: 'Open cac-certificate.png' }));

    await waitFor(() => expect(tab.location.href).toBe('blob:http://portal.test/cac'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(calls.at(-1)).toEqual({
      method: 'GET',
      path: '/documents/file-cac/file',
      authorization: `Bearer ${ADMIN_TOKEN}`,
      body: undefined,
    });
    const blob = jest.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('image/png');
  });

  it('closes the tab and says why when the file cannot be downloaded', async () => {
    const { user } = setup([complete], (call) =>
      call.path.startsWith('/admin/')
        ? succeed({ approvals: [complete], nextCursor: null })
        : refuse(404, 'Not found'),
    );
    await screen.findByRole('article', { name: 'Obi Pharmaceuticals Plc' });

    await user.click(screen.getByRole('button', { name: 'Open bvn-slip.pdf' }));

    expect(await within(card('Obi Pharmaceuticals Plc')).findByRole('alert')).toHaveTextContent(
      'This file could not be found.',
    );
    expect(tab.close).toHaveBeenCalled();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
