import { screen } from '@testing-library/react';
import { documentApprovalFixture } from '../../testing/fixtures';
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
});
