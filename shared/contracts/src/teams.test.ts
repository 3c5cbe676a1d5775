import { BUSINESS_ROLES } from './roles';
import { approvalPolicyBodySchema, BUSINESS_PERMISSIONS, invitationBodySchema, mayDo } from './teams';
import { validateWith } from './fieldErrors';

describe('business roles (issue 21)', () => {
  it('lets every role read and each change only the roles that may make it', () => {
    expect(BUSINESS_ROLES.filter((role) => mayDo(role, 'preparePayments'))).toEqual(['owner', 'maker']);
    expect(BUSINESS_ROLES.filter((role) => mayDo(role, 'approvePayments'))).toEqual(['owner', 'approver']);
    expect(BUSINESS_ROLES.filter((role) => mayDo(role, 'manageTeam'))).toEqual(['owner']);
    expect(
      Object.keys(BUSINESS_PERMISSIONS).every((action) =>
        mayDo('owner', action as keyof typeof BUSINESS_PERMISSIONS),
      ),
    ).toBe(true);
    expect(
      Object.keys(BUSINESS_PERMISSIONS).some((action) =>
        mayDo('viewer', action as keyof typeof BUSINESS_PERMISSIONS),
      ),
    ).toBe(false);
    expect(mayDo(null, 'preparePayments')).toBe(false);
  });

  it('normalises an invited address and refuses an unknown role', () => {
    expect(validateWith(invitationBodySchema, { email: ' Clerk@Example.COM ', role: 'maker' })).toEqual({
      ok: true,
      data: { email: 'clerk@example.com', role: 'maker' },
    });
    expect(validateWith(invitationBodySchema, { email: 'clerk@example.com', role: 'boss' }).ok).toBe(false);
  });

  it('reads an empty threshold as no policy and refuses one that is not an amount', () => {
    expect(validateWith(approvalPolicyBodySchema, { thresholdNgn: '' })).toEqual({
      ok: true,
      data: { thresholdNgn: null },
    });
    expect(validateWith(approvalPolicyBodySchema, { thresholdNgn: ' 5000000 ' })).toEqual({
      ok: true,
      data: { thresholdNgn: '5000000' },
    });
    expect(validateWith(approvalPolicyBodySchema, { thresholdNgn: '5m' }).ok).toBe(false);
  });
});
