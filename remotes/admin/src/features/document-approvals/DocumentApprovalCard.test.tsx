import { screen, within } from '@testing-library/react';
import {
  checklistFixture,
  documentApprovalFixture,
  documentFixture,
  uploadedChecklist,
} from '../../testing/fixtures';
import { renderWithSource } from '../../testing/renderAdmin';
import { signInStaff, signOutStaff } from '../../testing/signInStaff';
import { DocumentApprovalCard } from './DocumentApprovalCard';

describe('DocumentApprovalCard', () => {
  beforeEach(() => signInStaff('reviewer'));
  afterEach(() => signOutStaff());

  it("leads to the review page of the customer's registration", () => {
    renderWithSource(
      <DocumentApprovalCard
        approval={documentApprovalFixture({ id: 'usr-8', userId: 'usr-8', companyName: 'Kano Grains' })}
        busy={false}
        onDecide={() => undefined}
      />,
      {},
    );
    expect(
      screen.getByRole('link', { name: 'Review each document of Kano Grains beside the profile' }),
    ).toHaveAttribute('href', '/admin/registrations/usr-8');
  });

  it("writes each file's size as the portal does everywhere (@portal/ui's formatFileSize)", () => {
    renderWithSource(
      <DocumentApprovalCard approval={documentApprovalFixture()} busy={false} onDecide={() => undefined} />,
      {},
    );
    // The fixture's files are 120,000 bytes each.
    expect(screen.getAllByText('117 KB').length).toBeGreaterThan(0);
    expect(screen.queryByText('117.2 KB')).toBeNull();
  });

  it('shows a refused registration’s waiting files as not under review, the named one refused, and offers no decision', () => {
    renderWithSource(
      <DocumentApprovalCard
        approval={documentApprovalFixture({
          status: 'rejected',
          registrationRefused: true,
          reason: 'The CAC certificate is for another company',
          decidedBy: 'amaka.eze@vendorbridge.ng',
          decidedAt: '2026-11-28T10:00:00.000Z',
          // As the server counts it: a refused file is not "uploaded" (it must be sent again).
          documents: checklistFixture({
            bvn: [documentFixture({ type: 'bvn' })],
            cac: [
              documentFixture({
                type: 'cac',
                status: 'rejected',
                reason: 'The CAC certificate is for another company',
              }),
            ],
          }).map((entry) => (entry.type === 'cac' ? { ...entry, uploaded: false, fileCount: 0 } : entry)),
        })}
        busy={false}
        onDecide={() => undefined}
      />,
      {},
    );
    const bvn = screen.getByRole('list', { name: 'BVN files' });
    // The file's own state, as a badge in the place of the others' (the customer reads the same).
    expect(within(bvn).getByText('NOT REVIEWED')).toHaveClass('badge');
    expect(bvn).not.toHaveTextContent('Registration not approved');
    expect(bvn).not.toHaveTextContent('IN REVIEW');
    expect(screen.getByRole('list', { name: 'CAC files' })).toHaveTextContent('NOT APPROVED');
    // A refused file is there, to be sent again: not "Not uploaded".
    expect(screen.getByText('Not approved: to upload again')).toBeInTheDocument();
    expect(
      screen.getByText('Not approved. Its documents are reviewed again once the customer uploads new ones.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /approve|reject/i })).toBeNull();
  });

  it('never calls a set with documents still missing "In review" or "Submitted": it reads "Not submitted" and what is missing', () => {
    renderWithSource(
      <DocumentApprovalCard
        approval={documentApprovalFixture({
          companyName: 'Adeleke Foods',
          status: 'pending',
          documents: uploadedChecklist(['cac', 'proofOfAddress', 'tin', 'directorInfo']),
        })}
        busy={false}
        onDecide={() => undefined}
      />,
      {},
    );
    const card = screen.getByRole('article', { name: 'Adeleke Foods' });
    const status = within(card).getByText('Status', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(status).toHaveTextContent('NOT SUBMITTED');
    expect(status).toHaveTextContent('missing: CAC, Proof of Address, TIN, Director Information');
    expect(status).not.toHaveTextContent('IN REVIEW');
    expect(within(card).queryByText('Submitted', { selector: 'dt' })).toBeNull();
    expect(within(card).getByText('Last upload', { selector: 'dt' })).toBeInTheDocument();
  });

  it('calls a set with all five in "In review", submitted on its date', () => {
    renderWithSource(
      <DocumentApprovalCard
        approval={documentApprovalFixture({
          companyName: 'Kano Grains',
          status: 'pending',
          documents: uploadedChecklist(),
        })}
        busy={false}
        onDecide={() => undefined}
      />,
      {},
    );
    const card = screen.getByRole('article', { name: 'Kano Grains' });
    expect(within(card).getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'IN REVIEW',
    );
    expect(within(card).getByText('Submitted', { selector: 'dt' })).toBeInTheDocument();
  });

  it('gives the e-mail address two columns, so it is not broken at its dot', () => {
    renderWithSource(
      <DocumentApprovalCard
        approval={documentApprovalFixture({ email: 'adaeze@okonkwopharma.ng' })}
        busy={false}
        onDecide={() => undefined}
      />,
      {},
    );
    expect(screen.getByRole('link', { name: 'adaeze@okonkwopharma.ng' }).closest('.detail')).toHaveClass(
      'detail-double',
    );
  });
});
