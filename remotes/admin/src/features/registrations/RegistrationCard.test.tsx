import { screen } from '@testing-library/react';
import { registrationFixture } from '../../testing/fixtures';
import { renderWithSource } from '../../testing/renderAdmin';
import { signInStaff, signOutStaff } from '../../testing/signInStaff';
import { RegistrationCard } from './RegistrationCard';

describe('RegistrationCard', () => {
  beforeEach(() => signInStaff('reviewer'));
  afterEach(() => signOutStaff());

  it('leads to the registration review page', () => {
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

  const card = (registration: ReturnType<typeof registrationFixture>) =>
    renderWithSource(
      <RegistrationCard registration={registration} busy={false} onDecide={() => undefined} />,
      {},
    );

  it('disables Approve with the reason beside it while documents are missing, as the server refuses it', () => {
    card(
      registrationFixture({
        documentStandings: {
          bvn: 'approved',
          cac: null,
          proofOfAddress: 'pending',
          tin: null,
          directorInfo: 'rejected',
        },
      }),
    );
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(
      'Cannot approve until all five documents are uploaded and approved (missing: CAC, TIN, Director Information).',
    );
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('disables Approve until the uploaded documents are approved under Document Approvals', () => {
    card(
      registrationFixture({
        documentStandings: { ...registrationFixture().documentStandings, cac: 'pending' },
      }),
    );
    expect(screen.getByRole('button', { name: 'Approve' })).toHaveAccessibleDescription(
      'Cannot approve until its documents are approved under Document Approvals (waiting: CAC).',
    );
  });

  it('offers Approve once all five documents are approved', () => {
    card(registrationFixture());
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });
});
