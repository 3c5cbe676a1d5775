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

  it('says "Not submitted" with the missing documents, not "In review", while the customer is still uploading', () => {
    card(
      registrationFixture({
        submitted: false,
        documents: { bvn: false, cac: false, proofOfAddress: true, tin: false, directorInfo: false },
      }),
    );
    const status = screen.getByText('Status', { selector: 'dt' }).nextElementSibling;
    expect(status).toHaveTextContent(
      'NOT SUBMITTED The customer has not uploaded every document yet (missing: BVN, CAC, TIN, Director Information).',
    );
    expect(status).not.toHaveTextContent('IN REVIEW');
  });

  it('says "Not submitted" with the profile to complete once the five documents are in', () => {
    card(registrationFixture({ submitted: false }));
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'NOT SUBMITTED The customer has not completed the business profile yet.',
    );
  });

  it('says "In review" once submitted', () => {
    card(
      registrationFixture({
        documentStandings: { ...registrationFixture().documentStandings, cac: 'pending' },
      }),
    );
    expect(screen.getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      /^IN REVIEW$/,
    );
  });

  it('offers Approve once all five documents are approved', () => {
    card(registrationFixture());
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });
});
