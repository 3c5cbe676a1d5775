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
});
