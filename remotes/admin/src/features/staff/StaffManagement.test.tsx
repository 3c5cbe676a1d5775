import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  STAFF_MESSAGES,
  STAFF_ROLE_HINTS,
  type StaffData,
  type StaffInvitationBody,
  type StaffMember,
} from '@portal/contracts/staff';
import { STEP_UP_MESSAGES } from '@portal/contracts/stepUp';
import { RequestError } from '../../api';
import { renderWithSource } from '../../testing/renderAdmin';
import { signInStaff, signOutStaff } from '../../testing/signInStaff';
import { LAST_SUPERADMIN_NOTE, NO_STAFF_INVITATIONS_MESSAGE, StaffManagement } from '.';

const member = (overrides: Partial<StaffMember>): StaffMember => ({
  id: 'stf-1',
  name: 'Ada Admin',
  email: 'admin@vendorbridge.ng',
  role: 'superadmin',
  twoFactor: true,
  joinedAt: '2026-01-05T09:00:00.000Z',
  you: true,
  ...overrides,
});

const staff = (): StaffData => ({
  members: [
    member({}),
    member({
      id: 'stf-2',
      name: 'Remi Reviewer',
      email: 'remi@vendorbridge.ng',
      role: 'reviewer',
      twoFactor: false,
      you: false,
    }),
  ],
  invitations: [
    {
      id: 'inv-1',
      email: 'fola@vendorbridge.ng',
      role: 'finance',
      invitedBy: 'Ada Admin',
      sentAt: '2026-11-25T09:00:00.000Z',
      expiresAt: '2026-11-28T09:00:00.000Z',
    },
  ],
});

const members = () => screen.getByRole('list', { name: 'Members' });
const rowOf = (name: string) => within(members()).getByText(name).closest('li') as HTMLElement;

describe('the Staff page', () => {
  afterEach(signOutStaff);

  it('lists each member with role and second factor, and the invitations waiting', async () => {
    signInStaff('superadmin');
    renderWithSource(<StaffManagement />, { getStaff: () => Promise.resolve(staff()) });
    expect(await screen.findByText('Remi Reviewer')).toBeInTheDocument();
    expect(rowOf('Remi Reviewer')).toHaveTextContent('2FA off');
    expect(rowOf('Ada Admin')).toHaveTextContent('2FA on');
    expect(rowOf('Ada Admin')).toHaveTextContent('(you)');
    expect(screen.getByLabelText('Role of Remi Reviewer')).toHaveValue('reviewer');
    const waiting = screen.getByRole('list', { name: 'Invitations waiting' });
    expect(waiting).toHaveTextContent('fola@vendorbridge.ng');
    expect(waiting).toHaveTextContent('Finance · sent');
  });

  it('says whether a member without 2FA must set it up, as the server enforces it', async () => {
    signInStaff('superadmin');
    renderWithSource(<StaffManagement />, {
      getStaff: () =>
        Promise.resolve({
          members: [
            member({ twoFactor: false, twoFactorRequired: false }),
            member({
              id: 'stf-2',
              name: 'Remi Reviewer',
              role: 'reviewer',
              twoFactor: false,
              twoFactorRequired: true,
              you: false,
            }),
          ],
          invitations: [],
        }),
    });
    expect(await screen.findByText('Remi Reviewer')).toBeInTheDocument();
    expect(rowOf('Ada Admin')).toHaveTextContent('2FA off: not required for this account');
    expect(rowOf('Remi Reviewer')).toHaveTextContent('2FA off: required, not set up yet');
  });

  it('disables the only superadmin’s role and Remove, saying why', async () => {
    signInStaff('superadmin');
    renderWithSource(<StaffManagement />, { getStaff: () => Promise.resolve(staff()) });
    const select = await screen.findByLabelText('Role of Ada Admin');
    expect(select).toBeDisabled();
    expect(select).toHaveAccessibleDescription(LAST_SUPERADMIN_NOTE);
    expect(screen.getByRole('button', { name: 'Remove Ada Admin' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Remi Reviewer' })).toBeEnabled();
  });

  it('changes a member’s role and reads the list again', async () => {
    signInStaff('superadmin');
    const changeStaffRole = jest.fn(() => Promise.resolve(staff()));
    const getStaff = jest.fn(() => Promise.resolve(staff()));
    const user = userEvent.setup();
    renderWithSource(<StaffManagement />, { getStaff, changeStaffRole });
    await user.selectOptions(await screen.findByLabelText('Role of Remi Reviewer'), 'finance');
    // The change is confirmed in a dialog with the authentication code (issue 22).
    const dialog = screen.getByRole('dialog', { name: 'Make Remi Reviewer finance?' });
    await user.type(within(dialog).getByLabelText('Authentication code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(changeStaffRole).toHaveBeenCalledWith('stf-2', 'finance', { code: '123456' });
    expect(await screen.findByText(STAFF_MESSAGES.roleChanged)).toBeInTheDocument();
    await waitFor(() => expect(getStaff).toHaveBeenCalledTimes(2));
  });

  it('removes a member only after the confirmation dialog', async () => {
    signInStaff('superadmin');
    const removeStaff = jest.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderWithSource(<StaffManagement />, { getStaff: () => Promise.resolve(staff()), removeStaff });
    await user.click(await screen.findByRole('button', { name: 'Remove Remi Reviewer' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Remi Reviewer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep member' }));
    expect(removeStaff).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove Remi Reviewer' }));
    await user.type(within(screen.getByRole('dialog')).getByLabelText('Authentication code'), '123456');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(removeStaff).toHaveBeenCalledWith('stf-2', { code: '123456' });
    expect(await screen.findByText(STAFF_MESSAGES.removed)).toBeInTheDocument();
  });

  it('invites by e-mail and role, with the role’s hint and each refusal under its field', async () => {
    signInStaff('superadmin');
    const sent: StaffInvitationBody[] = [];
    const inviteStaff = jest.fn((body: StaffInvitationBody) => {
      sent.push(body);
      return sent.length === 1
        ? Promise.reject(
            new RequestError(STAFF_MESSAGES.alreadyInvited, {
              status: 409,
              errors: { email: [STAFF_MESSAGES.alreadyInvited] },
            }),
          )
        : Promise.resolve({ ...staff().invitations[0]!, email: body.email, role: body.role });
    });
    const user = userEvent.setup();
    renderWithSource(<StaffManagement />, { getStaff: () => Promise.resolve(staff()), inviteStaff });
    const form = await screen.findByRole('form', { name: 'Invite a staff member' });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByLabelText('Role')).toHaveAccessibleDescription(
      expect.stringContaining(STAFF_MESSAGES.roleInvalid),
    );
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(inviteStaff).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('Email'), 'Fola@VendorBridge.ng');
    await user.selectOptions(within(form).getByLabelText('Role'), 'finance');
    expect(within(form).getByText(STAFF_ROLE_HINTS.finance, { selector: '.field-hint' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(STAFF_MESSAGES.alreadyInvited)).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription(STAFF_MESSAGES.alreadyInvited);

    await user.type(within(form).getByLabelText('Authentication code'), '654321');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(`${STAFF_MESSAGES.invited} to fola@vendorbridge.ng`)).toBeInTheDocument();
    expect(sent[1]).toEqual({ email: 'fola@vendorbridge.ng', role: 'finance', stepUp: { code: '654321' } });
  });

  it('says a refused authentication code next to its field, and sends nothing else again', async () => {
    signInStaff('superadmin');
    const removeStaff = jest.fn(() =>
      Promise.reject(
        new RequestError(STEP_UP_MESSAGES.required, {
          status: 403,
          code: 'STEP_UP_REQUIRED',
          errors: { stepUp: [STEP_UP_MESSAGES.required] },
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithSource(<StaffManagement />, { getStaff: () => Promise.resolve(staff()), removeStaff });
    await user.click(await screen.findByRole('button', { name: 'Remove Remi Reviewer' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByLabelText('Authentication code')).toHaveAccessibleDescription(
      expect.stringContaining(STEP_UP_MESSAGES.required),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it.each(['reviewer', 'finance'] as const)('shows a %s the list read-only, saying why', async (role) => {
    signInStaff(role);
    renderWithSource(<StaffManagement />, {
      getStaff: () => Promise.resolve({ ...staff(), invitations: [] }),
    });
    expect(await screen.findByText('Remi Reviewer')).toBeInTheDocument();
    expect(screen.getByTestId('role-note')).toHaveTextContent(/can read the staff list but not invite/);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite a staff member' })).toBeNull();
    expect(screen.getByText(NO_STAFF_INVITATIONS_MESSAGE)).toBeInTheDocument();
    expect(rowOf('Remi Reviewer')).toHaveTextContent('Reviewer');
  });

  it('treats a session from before staff roles as the superadmin’s', async () => {
    signInStaff(null);
    renderWithSource(<StaffManagement />, { getStaff: () => Promise.resolve(staff()) });
    expect(await screen.findByRole('form', { name: 'Invite a staff member' })).toBeInTheDocument();
  });
});
