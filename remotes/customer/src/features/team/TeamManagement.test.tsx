import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUSINESS_ROLE_HINTS, TEAM_MESSAGES } from '@portal/contracts/teams';
import { createNewCustomerApi, refusedWith, succeeded, type FakeApi } from '../../testing/fakeApi';
import { teamData, teamInvitation, teamMember } from '../../testing/fakeCustomerData';
import { signInCustomer, signOutCustomer } from '../../testing/renderCustomerArea';
import { REQUIRE_TWO_FACTOR_LABEL } from './ApprovalPolicyForm';
import { LAST_OWNER_NOTE } from './TeamMembers';
import { renderTeamPage } from './testing/renderTeamPage';

const BOLA = teamMember({
  id: 'member-2',
  name: 'Bola Ade',
  email: 'bola@acme.ng',
  role: 'maker',
  you: false,
});
const INVITATION = teamInvitation({ id: 'invitation-1', email: 'chidi@acme.ng', role: 'approver' });

function apiWithTeam(): FakeApi {
  const api = createNewCustomerApi();
  api.on('GET', '/team', succeeded(teamData({ members: [teamMember(), BOLA], invitations: [INVITATION] })));
  return api;
}

/** The member rows, in the server's order (two in these tests). */
const members = () =>
  within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem') as [
    HTMLElement,
    HTMLElement,
  ];
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('the Team page for an owner', () => {
  beforeEach(() => signInCustomer({ businessRole: 'owner' }));
  afterEach(() => signOutCustomer());

  it('lists the members with a role select each; the only owner’s controls say why they cannot change', async () => {
    await renderTeamPage(apiWithTeam());
    const [ada, bola] = members();
    expect(ada).toHaveTextContent('Ada Obi (you)');
    expect(bola).toHaveTextContent('bola@acme.ng');
    expect(within(bola).getByLabelText('Role of Bola Ade')).toHaveValue('maker');
    expect(within(bola).getByRole('button', { name: 'Remove Bola Ade' })).toBeEnabled();

    const adaRole = within(ada).getByLabelText('Role of Ada Obi');
    expect(adaRole).toBeDisabled();
    expect(describedBy(adaRole)).toContain(LAST_OWNER_NOTE);
    const adaRemove = within(ada).getByRole('button', { name: 'Remove Ada Obi' });
    expect(adaRemove).toBeDisabled();
    expect(describedBy(adaRemove)).toContain(LAST_OWNER_NOTE);
  });

  it('changes a member’s role through the server', async () => {
    const api = apiWithTeam();
    api.on('PUT', '/team/members/member-2', succeeded({ member: { ...BOLA, role: 'approver' } }));
    await renderTeamPage(api);
    await userEvent.selectOptions(screen.getByLabelText('Role of Bola Ade'), 'approver');
    expect(api.callsTo('PUT', '/team/members/member-2')[0]?.body).toEqual({ role: 'approver' });
    expect(await screen.findByText(TEAM_MESSAGES.roleChanged)).toBeInTheDocument();
  });

  it('removes a member only after the confirmation', async () => {
    const api = apiWithTeam();
    api.on('DELETE', '/team/members/member-2', succeeded(undefined, TEAM_MESSAGES.removed));
    await renderTeamPage(api);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Bola Ade' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Bola Ade?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep member' }));
    expect(api.callsTo('DELETE', '/team/members/member-2')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Bola Ade' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove Bola Ade?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(api.callsTo('DELETE', '/team/members/member-2')).toHaveLength(1);
    expect(await screen.findByText(TEAM_MESSAGES.removed)).toBeInTheDocument();
  });

  it('resends and withdraws a pending invitation', async () => {
    const api = apiWithTeam();
    api.on('POST', '/team/invitations/invitation-1/resend', succeeded({ invitation: INVITATION }));
    api.on('DELETE', '/team/invitations/invitation-1', succeeded(undefined, TEAM_MESSAGES.revoked));
    await renderTeamPage(api);
    const invitations = screen.getByRole('list', { name: 'Invitations waiting' });
    expect(invitations).toHaveTextContent('chidi@acme.ng');
    expect(invitations).toHaveTextContent('Approver');

    await userEvent.click(screen.getByRole('button', { name: 'Resend the invitation to chidi@acme.ng' }));
    expect(api.callsTo('POST', '/team/invitations/invitation-1/resend')).toHaveLength(1);
    expect(await screen.findByText(TEAM_MESSAGES.resent)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the invitation to chidi@acme.ng' }));
    expect(api.callsTo('DELETE', '/team/invitations/invitation-1')).toHaveLength(1);
    expect(await screen.findByText(TEAM_MESSAGES.revoked)).toBeInTheDocument();
  });

  it('invites by e-mail with a role, each role with its hint', async () => {
    const api = apiWithTeam();
    api.on('POST', '/team/invitations', succeeded({ invitation: INVITATION }, TEAM_MESSAGES.invited, 201));
    await renderTeamPage(api);
    const form = screen.getByRole('form', { name: 'Invite a member' });
    const role = within(form).getByLabelText('Role');
    for (const hint of Object.values(BUSINESS_ROLE_HINTS)) {
      expect(within(role).getByRole('option', { name: new RegExp(hint) })).toBeInTheDocument();
    }
    await userEvent.type(within(form).getByLabelText('Email'), ' Chidi@Acme.ng ');
    await userEvent.selectOptions(role, 'approver');
    expect(describedBy(role)).toContain(BUSINESS_ROLE_HINTS.approver);
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));

    expect(api.callsTo('POST', '/team/invitations')[0]?.body).toEqual({
      email: 'chidi@acme.ng',
      role: 'approver',
    });
    expect(await screen.findByText(`${TEAM_MESSAGES.invited} to chidi@acme.ng`)).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveValue('');
  });

  it('shows the invite form’s errors next to their fields, and sends nothing', async () => {
    const api = apiWithTeam();
    await renderTeamPage(api);
    const form = screen.getByRole('form', { name: 'Invite a member' });
    await userEvent.type(within(form).getByLabelText('Email'), 'not-an-address');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));

    const email = within(form).getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(email)).toMatch(/e-?mail/i);
    const role = within(form).getByLabelText('Role');
    expect(role).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(role)).toContain(TEAM_MESSAGES.roleInvalid);
    expect(api.callsTo('POST', '/team/invitations')).toHaveLength(0);
  });

  it('puts the server’s refusal of an address under the e-mail field', async () => {
    const api = apiWithTeam();
    api.on(
      'POST',
      '/team/invitations',
      refusedWith(409, TEAM_MESSAGES.alreadyMember, { errors: { email: [TEAM_MESSAGES.alreadyMember] } }),
    );
    await renderTeamPage(api);
    const form = screen.getByRole('form', { name: 'Invite a member' });
    await userEvent.type(within(form).getByLabelText('Email'), 'bola@acme.ng');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'viewer');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(describedBy(within(form).getByLabelText('Email'))).toContain(TEAM_MESSAGES.alreadyMember);
  });

  it('saves the approval policy: an empty threshold is none, a wrong one is refused by its field', async () => {
    const api = apiWithTeam();
    api.on(
      'PUT',
      '/team/approval-policy',
      succeeded({ policy: { thresholdNgn: null, requireTwoFactor: true } }, TEAM_MESSAGES.policySaved),
    );
    await renderTeamPage(api);
    const form = screen.getByRole('form', { name: TEAM_MESSAGES.policy });
    const threshold = within(form).getByLabelText(/Second approver needed from/);
    await userEvent.type(threshold, 'lots');
    await userEvent.click(within(form).getByRole('button', { name: 'Save policy' }));
    expect(describedBy(threshold)).toContain(TEAM_MESSAGES.thresholdInvalid);
    expect(api.callsTo('PUT', '/team/approval-policy')).toHaveLength(0);

    await userEvent.clear(threshold);
    await userEvent.click(within(form).getByLabelText(REQUIRE_TWO_FACTOR_LABEL));
    await userEvent.click(within(form).getByRole('button', { name: 'Save policy' }));
    expect(api.callsTo('PUT', '/team/approval-policy')[0]?.body).toEqual({
      thresholdNgn: null,
      requireTwoFactor: true,
    });
    // The notice is where the owner clicked: in the policy form, beside Save, not at the page's top.
    const saved = await screen.findByText(TEAM_MESSAGES.policySaved);
    const policyForm = screen.getByRole('form', { name: TEAM_MESSAGES.policy });
    expect(policyForm).toContainElement(saved);
  });
  it('opens the policy form on the saved threshold grouped as figures are shown', async () => {
    const api = createNewCustomerApi();
    api.on(
      'GET',
      '/team',
      succeeded(teamData({ policy: { thresholdNgn: '2000000.00', requireTwoFactor: false } })),
    );
    await renderTeamPage(api);
    const form = await screen.findByRole('form', { name: TEAM_MESSAGES.policy });
    expect(within(form).getByLabelText(/Second approver needed from/)).toHaveValue('2,000,000.00');
  });
});

describe('the Team page for a viewer', () => {
  beforeEach(() => signInCustomer({ businessRole: 'viewer' }));
  afterEach(() => signOutCustomer());

  it('shows the members and the policy read-only, and says why', async () => {
    const api = createNewCustomerApi();
    api.on(
      'GET',
      '/team',
      succeeded(
        teamData({
          members: [
            teamMember({ you: false }),
            teamMember({ id: 'me', name: 'Vic Viewer', role: 'viewer', you: true }),
          ],
          policy: { thresholdNgn: '1000000', requireTwoFactor: true },
        }),
      ),
    );
    await renderTeamPage(api);
    const [owner, me] = members();
    expect(owner).toHaveTextContent('Owner');
    expect(me).toHaveTextContent('Vic Viewer (you)');
    expect(me).toHaveTextContent('Viewer');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite a member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: TEAM_MESSAGES.policy })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText(/1,000,000/)).toBeInTheDocument();
    expect(screen.getByText('Required for every member')).toBeInTheDocument();
    expect(screen.getByTestId('role-note')).toHaveTextContent(
      'Your role (Viewer) can read the team and its approval policy but not change them.',
    );
  });
});
