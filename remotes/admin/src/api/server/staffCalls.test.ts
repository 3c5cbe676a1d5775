import { STAFF_MESSAGES } from '@portal/contracts/staff';
import { fakeApi, refuse, succeed } from '../../testing/fakeApi';

const list = { members: [], invitations: [] };
const invitation = {
  id: 'inv-1',
  email: 'fola@vendorbridge.ng',
  role: 'finance',
  invitedBy: 'Ada Admin',
  sentAt: '2026-11-25T09:00:00.000Z',
  expiresAt: '2026-11-28T09:00:00.000Z',
};

describe('the staff calls', () => {
  it('reads the staff, invites, changes a role and removes on the staff routes', async () => {
    const { source, calls } = fakeApi((call) => {
      if (call.method === 'POST') return succeed({ invitation }, STAFF_MESSAGES.invited);
      if (call.method === 'DELETE') return succeed(undefined, STAFF_MESSAGES.removed);
      return succeed(list);
    });
    expect(await source.getStaff()).toEqual(list);
    expect(await source.inviteStaff({ email: invitation.email, role: 'finance' })).toEqual(invitation);
    expect(await source.changeStaffRole('stf/2', 'reviewer')).toEqual(list);
    await source.removeStaff('stf-2');
    expect(calls.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['GET', '/admin/staff', undefined],
      ['POST', '/admin/staff/invitations', { email: invitation.email, role: 'finance' }],
      ['PUT', '/admin/staff/stf%2F2', { role: 'reviewer' }],
      ['DELETE', '/admin/staff/stf-2', undefined],
    ]);
  });

  it('rejects with the server’s words and fields when it refuses', async () => {
    const { source } = fakeApi(() =>
      refuse(409, STAFF_MESSAGES.lastSuperadmin, { errors: { role: [STAFF_MESSAGES.lastSuperadmin] } }),
    );
    await expect(source.changeStaffRole('stf-1', 'finance')).rejects.toMatchObject({
      status: 409,
      message: STAFF_MESSAGES.lastSuperadmin,
      errors: { role: [STAFF_MESSAGES.lastSuperadmin] },
    });
  });
});
