import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Decision, DocumentApproval } from '@portal/contracts';
import { checklistFixture, documentApprovalFixture } from '../../testing/fixtures';
import { fakeAdminDataSource } from '../../testing/fakeAdminDataSource';
import { renderWithSource } from '../../testing/renderAdmin';
import { DocumentApprovalList } from './DocumentApprovalList';

const complete = documentApprovalFixture();
const withoutCac = documentApprovalFixture({
  id: 'doc-2',
  companyName: 'Lagos Agro Exports Ltd',
  userName: 'Babatunde Adeyemi',
  documents: checklistFixture({ cac: false, directorFiles: 1 }),
});
const withoutBvn = documentApprovalFixture({
  id: 'doc-3',
  companyName: 'Kano Grains Merchants Ltd',
  userName: 'Ibrahim Musa',
  documents: checklistFixture({ bvn: false, directorFiles: 0 }),
});
const withoutEither = documentApprovalFixture({
  id: 'doc-4',
  companyName: 'Ogunleye Print & Pack Ltd',
  documents: checklistFixture({ bvn: false, cac: false }),
});
const alreadyApproved = documentApprovalFixture({
  id: 'doc-5',
  companyName: 'Okonkwo Textiles Ltd',
  status: 'approved',
});

function setup(
  rows: DocumentApproval[] = [complete, withoutCac, withoutBvn, withoutEither, alreadyApproved],
) {
  const source = fakeAdminDataSource({
    listDocumentApprovals: () => Promise.resolve(rows),
    decideDocumentApproval: (id: string, decision: Decision) => {
      const row = rows.find((candidate) => candidate.id === id);
      return row ? Promise.resolve({ ...row, status: decision }) : Promise.reject(new Error('gone'));
    },
  });
  renderWithSource(<DocumentApprovalList />, source);
  return { source, user: userEvent.setup() };
}

const card = (company: string) => screen.getByRole('article', { name: company });
const button = (company: string, name: 'Approve' | 'Reject') =>
  within(card(company)).getByRole('button', { name });

describe('document approvals', () => {
  it('shows each document as uploaded or not, with the director file count', async () => {
    setup();
    const documents = within(
      await screen.findByRole('article', { name: 'Lagos Agro Exports Ltd' }),
    ).getByRole('list', {
      name: 'Documents',
    });
    const entries = within(documents)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual([
      '✓BVNUploaded',
      '✗CACNot uploaded',
      '✓Proof of AddressUploaded',
      '✗TINNot uploaded',
      '✓Director Information (1 file)Uploaded',
    ]);
    expect(
      within(card('Obi Pharmaceuticals Plc')).getByText('Director Information (2 files)'),
    ).toBeInTheDocument();
    expect(
      within(card('Kano Grains Merchants Ltd')).getByText('Director Information (0 files)'),
    ).toBeInTheDocument();
  });

  it('shows the user, the status and the submitted date', async () => {
    setup();
    const pending = await screen.findByRole('article', { name: 'Obi Pharmaceuticals Plc' });
    expect(within(pending).getByText('Ngozi Obi')).toBeInTheDocument();
    expect(within(pending).getByText('PENDING')).toBeInTheDocument();
    expect(within(pending).getByText('5 Mar 2024')).toBeInTheDocument();
  });

  it.each([
    ['Lagos Agro Exports Ltd', 'Cannot approve until BVN and CAC are uploaded (missing: CAC).'],
    ['Kano Grains Merchants Ltd', 'Cannot approve until BVN and CAC are uploaded (missing: BVN).'],
    ['Ogunleye Print & Pack Ltd', 'Cannot approve until BVN and CAC are uploaded (missing: BVN and CAC).'],
  ])('disables Approve for %s and says why next to it', async (company, reason) => {
    setup();
    await screen.findByRole('article', { name: company });
    expect(button(company, 'Approve')).toBeDisabled();
    expect(button(company, 'Approve')).toHaveAccessibleDescription(reason);
    expect(within(card(company)).getByText(reason)).toBeVisible();
    expect(button(company, 'Reject')).toBeEnabled();
  });

  it('allows Approve when BVN and CAC are uploaded, even with other documents missing', async () => {
    setup();
    await screen.findByRole('article', { name: 'Obi Pharmaceuticals Plc' });
    expect(button('Obi Pharmaceuticals Plc', 'Approve')).toBeEnabled();
    expect(within(card('Obi Pharmaceuticals Plc')).queryByText(/Cannot approve/)).toBeNull();
  });

  it('moves an approved row to APPROVED with no further actions, and says so', async () => {
    const { source, user } = setup();
    await screen.findByRole('article', { name: 'Obi Pharmaceuticals Plc' });

    await user.click(button('Obi Pharmaceuticals Plc', 'Approve'));

    const decided = card('Obi Pharmaceuticals Plc');
    expect(within(decided).getByText('APPROVED')).toBeInTheDocument();
    expect(within(decided).queryByRole('button')).toBeNull();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Documents for Obi Pharmaceuticals Plc approved.');
    expect(notice.parentElement).toHaveFocus();
    expect(source.decideDocumentApproval).toHaveBeenCalledWith('doc-1', 'approved');
  });

  it('moves a rejected row to REJECTED with no further actions, even one that could not be approved', async () => {
    const { user } = setup();
    await screen.findByRole('article', { name: 'Lagos Agro Exports Ltd' });

    await user.click(button('Lagos Agro Exports Ltd', 'Reject'));

    const decided = card('Lagos Agro Exports Ltd');
    expect(within(decided).getByText('REJECTED')).toBeInTheDocument();
    expect(within(decided).queryByRole('button')).toBeNull();
    expect(within(decided).queryByText(/Cannot approve/)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Documents for Lagos Agro Exports Ltd rejected.');
  });

  it('offers no actions on a row decided before', async () => {
    setup();
    const decided = await screen.findByRole('article', { name: 'Okonkwo Textiles Ltd' });
    expect(within(decided).getByText('APPROVED')).toBeInTheDocument();
    expect(within(decided).queryByRole('button')).toBeNull();
  });

  it('keeps Approve and Reject disabled while the decision is being saved', async () => {
    let finish: (row: DocumentApproval) => void = () => undefined;
    const source = fakeAdminDataSource({
      listDocumentApprovals: () => Promise.resolve([complete]),
      decideDocumentApproval: () => new Promise((resolve) => (finish = resolve)),
    });
    const user = userEvent.setup();
    renderWithSource(<DocumentApprovalList />, source);
    await screen.findByRole('article', { name: 'Obi Pharmaceuticals Plc' });

    await user.click(button('Obi Pharmaceuticals Plc', 'Approve'));
    expect(button('Obi Pharmaceuticals Plc', 'Approve')).toBeDisabled();
    expect(button('Obi Pharmaceuticals Plc', 'Reject')).toBeDisabled();
    expect(source.decideDocumentApproval).toHaveBeenCalledTimes(1);

    finish({ ...complete, status: 'approved' });
    expect(await screen.findByText('APPROVED')).toBeInTheDocument();
  });
});
