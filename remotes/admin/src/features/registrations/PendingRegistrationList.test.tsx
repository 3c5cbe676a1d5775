import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registrationFixture } from '../../testing/fixtures';
import { fakeAdminDataSource } from '../../testing/fakeAdminDataSource';
import { renderWithSource } from '../../testing/renderAdmin';
import { PendingRegistrationList } from './PendingRegistrationList';

const adaeze = registrationFixture();
const ibrahim = registrationFixture({
  id: 'reg-2',
  name: 'Ibrahim Musa',
  email: 'i.musa@kanograins.ng',
  companyName: 'Kano Grains Merchants Ltd',
  documents: { bvn: true, cac: true, proofOfAddress: false, tin: false, directorInfo: false },
});

function setup(decideRegistration = jest.fn(() => Promise.resolve())) {
  const source = fakeAdminDataSource({
    listPendingRegistrations: () => Promise.resolve([adaeze, ibrahim]),
    decideRegistration,
  });
  renderWithSource(<PendingRegistrationList />, source);
  return { source, user: userEvent.setup() };
}

const row = (name: string) => screen.getByRole('article', { name });

describe('pending registrations', () => {
  it('shows name, email, company, submitted date and the documents badge of each row', async () => {
    setup();
    const card = await screen.findByRole('article', { name: 'Ibrahim Musa' });
    expect(within(card).getByText('i.musa@kanograins.ng')).toHaveAttribute(
      'href',
      'mailto:i.musa@kanograins.ng',
    );
    expect(within(card).getByText('Kano Grains Merchants Ltd')).toBeInTheDocument();
    expect(within(card).getByText('5 Mar 2024')).toHaveAttribute('datetime', '2024-03-05T12:00:00.000Z');
    expect(within(card).getByText('2/5')).toBeInTheDocument();
    expect(within(row('Adaeze Okonkwo')).getByText('5/5')).toBeInTheDocument();
  });

  it('removes an approved registration from the list and says so', async () => {
    const { source, user } = setup();
    await screen.findByRole('article', { name: 'Adaeze Okonkwo' });

    await user.click(within(row('Adaeze Okonkwo')).getByRole('button', { name: 'Approve' }));

    expect(screen.queryByRole('article', { name: 'Adaeze Okonkwo' })).toBeNull();
    expect(row('Ibrahim Musa')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Registration for Adaeze Okonkwo (Okonkwo Textiles Ltd) approved.',
    );
    expect(source.decideRegistration).toHaveBeenCalledWith('reg-1', 'approved');
  });

  it('removes a rejected registration from the list and says so', async () => {
    const { source, user } = setup();
    await screen.findByRole('article', { name: 'Ibrahim Musa' });

    await user.click(within(row('Ibrahim Musa')).getByRole('button', { name: 'Reject' }));

    expect(screen.queryByRole('article', { name: 'Ibrahim Musa' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Registration for Ibrahim Musa (Kano Grains Merchants Ltd) rejected.',
    );
    expect(source.decideRegistration).toHaveBeenCalledWith('reg-2', 'rejected');
  });

  it('says when the list is empty after the last decision, and the alert can be dismissed', async () => {
    const { user } = setup();
    await screen.findByRole('article', { name: 'Adaeze Okonkwo' });
    await user.click(within(row('Adaeze Okonkwo')).getByRole('button', { name: 'Approve' }));
    await user.click(within(row('Ibrahim Musa')).getByRole('button', { name: 'Approve' }));

    expect(screen.getByText('No registrations are waiting for review.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the row and shows an error when the decision cannot be saved', async () => {
    const { user } = setup(
      jest.fn(() => Promise.reject(new Error('This registration has already been decided.'))),
    );
    await screen.findByRole('article', { name: 'Adaeze Okonkwo' });

    await user.click(within(row('Adaeze Okonkwo')).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This registration has already been decided.');
    expect(row('Adaeze Okonkwo')).toBeInTheDocument();
  });
});
