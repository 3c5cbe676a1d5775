import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSampleCustomerDataSource } from '../data-source';
import { renderWithCustomerContext, signInCustomer, signOutCustomer } from '../../testing/renderCustomerArea';
import { ProfileManagement } from './ProfileManagement';

type User = ReturnType<typeof userEvent.setup>;

async function setup() {
  signInCustomer({ name: 'Ada Obi', email: 'ada@acme.ng' });
  const source = createSampleCustomerDataSource();
  const saveSpy = jest.spyOn(source, 'saveProfile');
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithCustomerContext(<ProfileManagement />, { source });
  await screen.findByLabelText('Full Name');
  return { user, saveSpy };
}

const directorGroups = () => screen.queryAllByRole('group', { name: /^Director \d+$/ });

async function replaceText(user: User, label: string, text: string) {
  await user.clear(screen.getByLabelText(label));
  await user.type(screen.getByLabelText(label), text);
}

describe('ProfileManagement', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    signOutCustomer();
  });

  it("shows the spec §3 fields, read-only until Edit, starting from the customer's own name and e-mail", async () => {
    await setup();
    for (const label of ['Full Name', 'Email', 'Phone', 'Address', 'Company Name', 'TIN', 'BVN']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    }
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ada Obi');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@acme.ng');
    expect(screen.getByText('Customer ID: user-1')).toBeInTheDocument();
    const [director] = directorGroups();
    expect(within(director as HTMLElement).getByLabelText('Director Name')).toHaveAttribute('readonly');
    expect(within(director as HTMLElement).getByLabelText('NIN or BVN')).toHaveAttribute('readonly');
    expect(within(director as HTMLElement).getByLabelText('Position')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Add Director' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('Edit makes the fields editable; Cancel restores every value, directors included', async () => {
    const { user, saveSpy } = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Full Name')).toHaveFocus();

    await replaceText(user, 'Company Name', 'Other Ltd');
    await user.click(screen.getByRole('button', { name: 'Add Director' }));
    await user.click(screen.getByRole('button', { name: 'Remove director 1' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByLabelText('Company Name')).toHaveValue('Acme Imports Ltd');
    expect(screen.getByLabelText('Company Name')).toHaveAttribute('readonly');
    expect(directorGroups()).toHaveLength(1);
    expect(within(directorGroups()[0] as HTMLElement).getByLabelText('Director Name')).toHaveValue(
      'Adaeze Okafor',
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(saveSpy).not.toHaveBeenCalled();
  });

  it("Save shows Saving... for 1 second, then 'Profile updated successfully!' and keeps the new values", async () => {
    const { user, saveSpy } = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await replaceText(user, 'Phone', '+234 809 000 0000');
    await user.click(screen.getByRole('button', { name: 'Add Director' }));
    const added = directorGroups()[1] as HTMLElement;
    await user.type(within(added).getByLabelText('Director Name'), 'Chinedu Eze');
    await user.type(within(added).getByLabelText('NIN or BVN'), '98765432101');
    await user.type(within(added).getByLabelText('Position'), 'Finance Director');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Saving...' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(999);
    });
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });

    expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(screen.getByLabelText('Phone')).toHaveValue('+234 809 000 0000');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('readonly');
    expect(saveSpy).toHaveBeenCalledTimes(1);
    expect(saveSpy.mock.calls[0]?.[0].directorInfo).toEqual([
      { name: 'Adaeze Okafor', ninOrBvn: '12345678901', position: 'Managing Director' },
      { name: 'Chinedu Eze', ninOrBvn: '98765432101', position: 'Finance Director' },
    ]);
  });

  it('removes a director while editing', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Remove director 1' }));
    expect(directorGroups()).toHaveLength(0);
    expect(screen.getByText('No directors added yet.')).toBeInTheDocument();
  });

  it('keeps only digits in the BVN and at most 11 of them', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('BVN'));
    await user.type(screen.getByLabelText('BVN'), '12a34-567 890123');
    expect(screen.getByLabelText('BVN')).toHaveValue('12345678901');
    // A pasted, spaced-out number keeps all its digits.
    await user.clear(screen.getByLabelText('BVN'));
    await user.paste('221 234 567 89');
    expect(screen.getByLabelText('BVN')).toHaveValue('22123456789');
  });
});
