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
});
