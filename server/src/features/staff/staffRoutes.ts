import { loginDataSchema } from '@portal/contracts/apiSchemas';
import {
  STAFF_MESSAGES,
  STAFF_PATHS,
  staffDataSchema,
  staffInvitationBodySchema,
  staffInvitationDataSchema,
  staffInvitationPreviewDataSchema,
  staffMayDo,
  staffRoleBodySchema,
  type StaffData,
  type StaffMember,
} from '@portal/contracts/staff';
import { stepUpBodySchema, withStepUp } from '@portal/contracts/stepUp';
import { acceptInvitationBodySchema } from '@portal/contracts/teams';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireStaff, type AccessDeps } from '../access';
import { completeSignIn, type AuthContext } from '../auth';
import { verifyStepUp } from '../two-factor';
import { parseParams, succeed } from '../../plugins/http';
import { idParams, routeSchema } from '../../plugins/openapi';
import { tables } from '../../plugins/database';
import {
  accept,
  changeRole,
  invite,
  listPeople,
  listWaitingInvitations,
  previewInvitation,
  removeMember,
  type InvitationDeps,
} from '../people';
import { invitationTokenOf as tokenOf, invitationTokenParams } from '../invitations';
import { staffAudience as staffPeople } from './staffAudience';

const { users } = tables;

export interface StaffDeps extends AccessDeps, InvitationDeps {
  auth: AuthContext;
}

/**
 * The staff with whether the server requires their second factor (issue 31): invited staff are
 * always required to enrol; the configured admin only under ADMIN_REQUIRE_2FA.
 */
async function listStaff(deps: StaffDeps, callerId: string): Promise<StaffMember[]> {
  const members = await listPeople(deps.db, staffPeople, null, callerId);
  const required = members.length
    ? await deps.db
        .select({ id: users.id, twoFactorRequired: users.twoFactorRequired })
        .from(users)
        .where(
          inArray(
            users.id,
            members.map((member) => member.id),
          ),
        )
    : [];
  const requiredOf = new Map(required.map((row) => [row.id, row.twoFactorRequired]));
  return members.map((member) => ({
    ...member,
    twoFactorRequired: Boolean(deps.adminTwoFactorRequired) || (requiredOf.get(member.id) ?? false),
  }));
}

/**
 * The platform's staff (issue 22, D35): who they are and their roles, invitations by e-mail
 * (72 hours, once), role changes and removal. Every staff member reads the list; superadmins
 * change it. The invitation's two routes are public: the link is the credential.
 */
export function registerStaffRoutes(server: FastifyInstance, deps: StaffDeps) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const staff = requireStaff(deps);
  const superadmin = requireStaff(deps, 'manageStaff');
  const tag = 'staff';

  api.get(
    STAFF_PATHS.staff,
    {
      onRequest: staff,
      schema: routeSchema({
        summary: 'The staff and their roles, and the invitations waiting (superadmins see them)',
        tag,
        caller: 'admin',
        success: { status: 200, data: staffDataSchema },
      }),
    },
    async (request) => {
      const caller = accountOf(request);
      const data: StaffData = {
        members: await listStaff(deps, caller.id),
        invitations: staffMayDo(caller.staffRole, 'manageStaff')
          ? await listWaitingInvitations(deps.db, staffPeople, null, deps.now())
          : [],
      };
      return succeed(STAFF_MESSAGES.staff, data);
    },
  );

  api.post(
    STAFF_PATHS.invitations,
    {
      onRequest: superadmin,
      schema: routeSchema({
        summary: 'Invite a person to the staff as reviewer, finance or superadmin (72 hours, once)',
        tag,
        caller: 'admin',
        body: withStepUp(staffInvitationBodySchema),
        success: { status: 201, data: staffInvitationDataSchema },
        refusals: [409],
      }),
    },
    async (request, reply) => {
      const { stepUp: confirmation, ...body } = request.body;
      const actor = accountOf(request);
      const stepUp = await verifyStepUp(deps.auth, { stepUp: confirmation, ip: request.ip }, actor);
      const invitation = await invite(deps, staffPeople, null, actor, body, stepUp);
      return reply.code(201).send(succeed(STAFF_MESSAGES.invited, { invitation }));
    },
  );

  api.get(
    STAFF_PATHS.invitationPreview,
    {
      schema: routeSchema({
        summary: 'What a staff invitation link invites to (public: the link is the credential)',
        tag,
        caller: 'public',
        params: invitationTokenParams,
        success: { status: 200, data: staffInvitationPreviewDataSchema },
        refusals: [400, 410],
      }),
    },
    async (request) =>
      succeed(STAFF_MESSAGES.staff, {
        invitation: await previewInvitation(deps, staffPeople, tokenOf(request.params)),
      }),
  );

  api.post(
    STAFF_PATHS.acceptInvitation,
    {
      schema: routeSchema({
        summary:
          "Accept a staff invitation with the newcomer's name and password; signs them in (an authenticator app comes next)",
        tag,
        caller: 'public',
        params: invitationTokenParams,
        body: acceptInvitationBodySchema,
        success: { status: 201, data: loginDataSchema },
        refusals: [409, 410],
      }),
    },
    async (request, reply) => {
      const token = tokenOf(request.params);
      const body = request.body;
      const account = await accept(deps, staffPeople, token, body);
      const data = await completeSignIn(deps.auth, request, reply, account, 'password');
      return reply.code(201).send(succeed(STAFF_MESSAGES.accepted, data));
    },
  );

  api.put(
    STAFF_PATHS.member,
    {
      onRequest: superadmin,
      schema: routeSchema({
        summary: "Change a staff member's role (the last superadmin stays one)",
        tag,
        caller: 'admin',
        params: idParams,
        body: withStepUp(staffRoleBodySchema),
        success: { status: 200, data: staffDataSchema },
        refusals: [409],
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      const { role, stepUp: confirmation } = request.body;
      const caller = accountOf(request);
      const stepUp = await verifyStepUp(deps.auth, { stepUp: confirmation, ip: request.ip }, caller);
      await changeRole(deps.db, staffPeople, null, caller, id, role, stepUp);
      const data: StaffData = {
        members: await listStaff(deps, caller.id),
        invitations: await listWaitingInvitations(deps.db, staffPeople, null, deps.now()),
      };
      return succeed(STAFF_MESSAGES.roleChanged, data);
    },
  );

  api.delete(
    STAFF_PATHS.member,
    {
      onRequest: superadmin,
      schema: routeSchema({
        summary: 'Remove a staff member (their sessions end at once; the last superadmin stays)',
        tag,
        caller: 'admin',
        params: idParams,
        body: stepUpBodySchema,
        // Sent without a body, the step-up is asked for (403 STEP_UP_REQUIRED), as before.
        missingBodyIsEmpty: true,
        success: { status: 200 },
        refusals: [409],
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      const actor = accountOf(request);
      const stepUp = await verifyStepUp(deps.auth, { stepUp: request.body.stepUp, ip: request.ip }, actor);
      await removeMember(deps.db, staffPeople, null, actor, id, deps.now(), stepUp);
      return succeed(STAFF_MESSAGES.removed);
    },
  );
}
