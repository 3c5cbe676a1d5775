import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/auth';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { PROFILE_MESSAGES } from '@portal/contracts/profile';
import type { Profile } from '@portal/contracts/profileAnswers';
import { createFakeApi, refusedWith, succeeded, type FakeApi } from '../../testing/fakeApi';
import { newCustomerProfile, savedProfile } from '../../testing/fakeCustomerData';
import { renderWithCustomerContext, signInCustomer, signOutCustomer } from '../../testing/renderCustomerArea';
import { LOAD_FAILED_MESSAGE } from '../load-state';
import { ProfileManagement } from './ProfileManagement';

type User = ReturnType<typeof userEvent.setup>;

const TEXT_LABELS = ['Full Name', 'Email', 'Phone', 'Address', 'Company Name', 'TIN', 'BVN'];

async function setup(profile: Profile = savedProfile(), api: FakeApi = createFakeApi()) {
  signInCustomer({ name: profile.name, email: profile.email });
  api.on('GET', '/profile', succeeded({ profile }));
  const user = userEvent.setup();
  renderWithCustomerContext(<ProfileManagement />, { source: api.source });
  await screen.findByText('Company Name');
  return { user, api };
}

/** Answers the next save with what the test decides, when it decides. */
function holdSave(api: FakeApi) {
  let answer: (response: Response) => void = () => undefined;
  api.on(
    'PUT',
    '/profile',
    () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  );
  return (response: Response) => act(() => Promise.resolve(answer(response)));
}

const directorGroups = () => screen.queryAllByRole('group', { name: /^Director \d+$/ });
const field = (label: string) => screen.getByLabelText(label);

/** In read mode, the value the description list gives a term (`within` a director's group). */
function detail(term: string, container: HTMLElement = screen.getByRole('form', { name: 'Profile' })) {
  const dt = within(container)
    .getAllByRole('term')
    .find((element) => element.textContent === term);
  if (!dt) throw new Error(`no term ${term}`);
  return dt.nextElementSibling?.textContent;
}

async function replaceText(user: User, label: string, text: string) {
  await user.clear(field(label));
  if (text) await user.type(field(label), text);
}

describe('ProfileManagement', () => {
  afterEach(() => signOutCustomer());

  it('shows a new customer their own name and e-mail and every other field empty, never sample values', async () => {
    await setup(newCustomerProfile());
    expect(detail('Full Name')).toBe('Ada Obi');
    expect(detail('Email')).toBe('ada@acme.ng');
    for (const label of ['Phone', 'Address', 'Company Name', 'TIN', 'BVN'])
      expect(detail(label)).toBe('Not set');
    expect(directorGroups()).toHaveLength(0);
    expect(screen.getByText('No directors added yet.')).toBeInTheDocument();
    // Issue 23: no raw id shown as a label.
    expect(screen.queryByText(/Customer ID/)).not.toBeInTheDocument();
  });

  it('says it is loading, then offers Retry when the profile could not be read, and reads it again', async () => {
    const api = createFakeApi();
    api.on(
      'GET',
      '/profile',
      refusedWith(503, 'Service unavailable', { code: ERROR_CODES.unavailable }),
      succeeded({ profile: savedProfile() }),
    );
    signInCustomer();
    const user = userEvent.setup();
    renderWithCustomerContext(<ProfileManagement />, { source: api.source });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_MESSAGE);
    expect(screen.queryByText('Full Name')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Company Name');
    expect(detail('Company Name')).toBe('Acme Imports Ltd');
    expect(api.callsTo('GET', '/profile')).toHaveLength(2);
  });

  it('shows the profile as a description list until Edit, then the form with the phone format hint', async () => {
    const { user } = await setup();
    // Read mode is terms and values, not inputs that cannot be typed in.
    for (const label of TEXT_LABELS) expect(screen.queryByLabelText(label)).toBeNull();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(detail('Phone')).toBe('+234 803 123 4567');
    const [director] = directorGroups();
    expect(detail('Director Name', director as HTMLElement)).toBe('Adaeze Okafor');
    expect(screen.queryByRole('button', { name: 'Add Director' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(field('Phone')).toHaveAccessibleDescription(
      'Local or international, e.g. 0803 123 4567 or +234 803 123 4567',
    );
  });

  it('Edit makes every field but the e-mail editable; Cancel restores every value and saves nothing', async () => {
    const { user, api } = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(field('Full Name')).not.toHaveAttribute('readonly');
    expect(field('Full Name')).toHaveFocus();
    expect(field('Email')).toHaveAttribute('readonly');

    await replaceText(user, 'Company Name', 'Other Ltd');
    await user.click(screen.getByRole('button', { name: 'Add Director' }));
    await user.click(screen.getByRole('button', { name: 'Remove director 1' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(detail('Company Name')).toBe('Acme Imports Ltd');
    expect(screen.queryByLabelText('Company Name')).toBeNull();
    expect(directorGroups()).toHaveLength(1);
    expect(detail('Director Name', directorGroups()[0] as HTMLElement)).toBe('Adaeze Okafor');
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(api.callsTo('PUT', '/profile')).toHaveLength(0);
  });

  it("Save sends the checked profile to the server, is busy only while the call runs, then says 'Profile updated successfully!'", async () => {
    const { user, api } = await setup();
    const answerSave = holdSave(api);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await replaceText(user, 'Phone', '0809 000 0000');
    await user.click(screen.getByRole('button', { name: 'Add Director' }));
    const added = directorGroups()[1] as HTMLElement;
    await user.type(within(added).getByLabelText('Director Name'), 'Chinedu Eze');
    await user.type(within(added).getByLabelText('NIN or BVN'), '98765432101');
    await user.type(within(added).getByLabelText('Position'), 'Finance Director');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
    const [put] = api.callsTo('PUT', '/profile');
    // The e-mail and the id are the account's: the body is the contract's ProfileUpdate.
    expect(put?.body).toEqual({
      name: 'Ada Obi',
      phone: '+2348090000000',
      address: '12 Adeola Odeku Street, Victoria Island, Lagos',
      bvn: '22123456789',
      tin: '12345678-0001',
      companyName: 'Acme Imports Ltd',
      directorInfo: [
        { name: 'Adaeze Okafor', ninOrBvn: '12345678901', position: 'Managing Director' },
        { name: 'Chinedu Eze', ninOrBvn: '98765432101', position: 'Finance Director' },
      ],
    });

    const stored = savedProfile({
      phone: '+2348090000000',
      directorInfo: (put?.body as Profile).directorInfo,
      updatedAt: '2024-03-06T09:00:00.000Z',
    });
    await answerSave(succeeded({ profile: stored }, 'Profile updated successfully!'));

    expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully!');
    // Next to the buttons, where the Save just pressed was (now Edit, which has focus).
    expect(screen.getByRole('status').closest('.form-actions')).toContainElement(
      screen.getByRole('button', { name: 'Edit' }),
    );
    expect(detail('Phone')).toBe('+234 809 000 0000');
    expect(screen.queryByLabelText('Phone')).toBeNull();
    expect(directorGroups()).toHaveLength(2);
  });

  it('refuses a BVN of fewer than 11 digits next to the BVN, focuses it, keeps the input and sends nothing', async () => {
    const { user, api } = await setup(newCustomerProfile());
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(field('Company Name'), 'Acme Imports Ltd');
    await user.type(field('BVN'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(field('BVN')).toHaveAttribute('aria-invalid', 'true');
    expect(field('BVN')).toHaveAccessibleDescription(expect.stringContaining(PROFILE_MESSAGES.bvnInvalid));
    expect(field('BVN')).toHaveFocus();
    expect(field('BVN')).toHaveValue('12345');
    expect(field('Company Name')).toHaveValue('Acme Imports Ltd');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
    expect(api.callsTo('PUT', '/profile')).toHaveLength(0);

    // Fixing the value clears its message; the fixed profile is sent.
    api.on('PUT', '/profile', succeeded({ profile: newCustomerProfile({ bvn: '12345678901' }) }));
    await user.type(field('BVN'), '678901');
    expect(field('BVN')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/profile')).toHaveLength(1);
  });

  it('refuses a phone number it cannot read and an empty name with the schema’s words, focusing the first', async () => {
    const { user, api } = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await replaceText(user, 'Full Name', '');
    await replaceText(user, 'Phone', '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Full Name')).toHaveAccessibleDescription(PROFILE_MESSAGES.nameRequired);
    expect(field('Phone')).toHaveAccessibleDescription(
      expect.stringContaining(PROFILE_MESSAGES.phoneInvalid),
    );
    expect(field('Full Name')).toHaveFocus();
    expect(api.callsTo('PUT', '/profile')).toHaveLength(0);
  });

  it("shows the server's 400 messages next to their fields, a director's too, and keeps the customer's input", async () => {
    const { user, api } = await setup();
    api.on(
      'PUT',
      '/profile',
      refusedWith(400, 'Please enter a valid phone number, e.g. +234 803 123 4567', {
        code: ERROR_CODES.validation,
        errors: {
          phone: [PROFILE_MESSAGES.phoneInvalid],
          'directorInfo.0.ninOrBvn': [PROFILE_MESSAGES.ninOrBvnInvalid],
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await replaceText(user, 'Company Name', 'Acme Holdings Ltd');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const ninOrBvn = await within(directorGroups()[0] as HTMLElement).findByLabelText('NIN or BVN');
    await screen.findByText(PROFILE_MESSAGES.ninOrBvnInvalid);
    expect(ninOrBvn).toHaveAccessibleDescription(PROFILE_MESSAGES.ninOrBvnInvalid);
    expect(field('Phone')).toHaveAccessibleDescription(
      expect.stringContaining(PROFILE_MESSAGES.phoneInvalid),
    );
    expect(field('Phone')).toHaveFocus();
    expect(field('Company Name')).toHaveValue('Acme Holdings Ltd');
    expect(field('Company Name')).not.toHaveAttribute('readonly');
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
  });

  it('shows a failure with no field of its own as an alert, and claims no success', async () => {
    const { user, api } = await setup();
    api.on('PUT', '/profile', refusedWith(503, 'The service is busy. Please try again shortly.'));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is busy. Please try again shortly.',
    );
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('greets the customer by the new name once the server has saved it', async () => {
    const { user, api } = await setup();
    api.on('PUT', '/profile', succeeded({ profile: savedProfile({ name: 'Ada Obi-Eze' }) }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await replaceText(user, 'Full Name', 'Ada Obi-Eze');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Profile updated successfully!');
    expect(sessionStore.getState().user?.name).toBe('Ada Obi-Eze');
  });

  it('removes a director while editing', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Remove director 1' }));
    expect(directorGroups()).toHaveLength(0);
    expect(screen.getByText('No directors added yet.')).toBeInTheDocument();
  });

  it('reads the BVN, the TIN and a director’s NIN or BVN masked to their last four, and Edit shows them whole', async () => {
    const { user } = await setup();
    expect(detail('BVN')).toBe('••••6789');
    expect(detail('NIN or BVN', directorGroups()[0] as HTMLElement)).toBe('••••8901');
    expect(screen.queryByText('22123456789')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(field('BVN')).toHaveValue('22123456789');
  });

  it('keeps only digits in the BVN and at most 11 of them', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(field('BVN'));
    await user.type(field('BVN'), '12a34-567 890123');
    expect(field('BVN')).toHaveValue('12345678901');
    // A pasted, spaced-out number keeps all its digits.
    await user.clear(field('BVN'));
    await user.paste('221 234 567 89');
    expect(field('BVN')).toHaveValue('22123456789');
  });
});
