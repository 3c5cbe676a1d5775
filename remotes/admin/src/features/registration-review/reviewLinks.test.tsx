import { screen } from '@testing-library/react';
import { documentApprovalFixture, registrationFixture } from '../../testing/fixtures';
import { renderWithSource } from '../../testing/renderAdmin';
import { signInStaff, signOutStaff } from '../../testing/signInStaff';
import { DocumentApprovalCard } from '../document-approvals/DocumentApprovalCard';
import { RegistrationCard } from '../registrations/RegistrationCard';

describe('links to a registration review', () => {
  beforeEach(() => signInStaff('reviewer'));
  afterEach(() => signOutStaff());

  it('leads from a registration card to its review page', () => {
    renderWithSource(
      <RegistrationCard
        registration={registrationFixture({ id: 'usr-7', companyName: 'Okonkwo Textiles' })}
        busy={false}
        onDecide={() => undefined}
      />,
      {},
    );
    expect(
      screen.getByRole('link', { name: 'Review the profile and documents of Okonkwo Textiles' }),
    ).toHaveAttribute('href', '/admin/registrations/usr-7');
  });

  it("leads from a customer's document set to the review page of their registration", () => {
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
