import { loginDataSchema } from '@portal/contracts/apiSchemas';
import type { BusinessRole } from '@portal/contracts/roles';
import {
  acceptInvitationBodySchema,
  approvalPolicyBodySchema,
  approvalPolicyDataSchema,
  invitationBodySchema,
  invitationPreviewDataSchema,
  memberRoleBodySchema,
  mayDo,
  TEAM_MESSAGES,
  TEAM_PATHS,
  teamDataSchema,
  teamInvitationDataSchema,
  teamMemberDataSchema,
  type TeamData,
  type TeamMember,
} from '@portal/contracts/teams';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, businessOf, requireMember, type AccessDeps } from '../access';
import { completeSignIn, type AuthContext } from '../auth';
import { parseParams, succeed } from '../../plugins/http';
import { idParams, routeSchema } from '../../plugins/openapi';
import {
  accept,
  changeRole,
  invite,
  listPeople,
  listWaitingInvitations,
  previewInvitation,
  removeMember,
  resend,
  revoke,
  type InvitationDeps,
  type Person,
} from '../people';
import { invitationTokenOf as tokenOf, invitationTokenParams } from '../invitations';
import { savePolicy } from './approvalPolicy';
import { teamAudience as team } from './teamAudience';
import { readPolicy } from './teamStore';

export interface TeamDeps extends AccessDeps, InvitationDeps {
  auth: AuthContext;
}

/** A member as the team's answers show them (without the staff's two-factor flag). */
const teamMember = ({ twoFactor: _twoFactor, ...member }: Person<BusinessRole>): TeamMember => member;

/**
 * The business's team (issue 21, D34): members and their roles, invitations by e-mail, the
 * approval policy. Every member reads the team; only owners change it. The invitation's own
 * two routes are public: the link is the credential.
 */
export function registerTeamRoutes(server: FastifyInstance, deps: TeamDeps) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(deps);
  const owner = requireMember(deps, 'manageTeam');
  const tag = 'team';

  api.get(
    TEAM_PATHS.team,
    {
      onRequest: member,
      schema: routeSchema({
        summary: "The business's members, its waiting invitations (owners see them) and its approval policy",
        tag,
        caller: 'customer',
        success: { status: 200, data: teamDataSchema },
      }),
    },
    async (request) => {
      const business = businessOf(request);
      const data: TeamData = {
        members: (await listPeople(deps.db, team, business.id, accountOf(request).id)).map(teamMember),
        invitations: mayDo(business.role, 'manageTeam')
          ? await listWaitingInvitations(deps.db, team, business.id, deps.now())
          : [],
        policy: await readPolicy(deps.db, business.id),
      };
      return succeed(TEAM_MESSAGES.team, data);
    },
  );

  api.post(
    TEAM_PATHS.invitations,
    {
      onRequest: owner,
      schema: routeSchema({
        summary:
          'Invite a person by e-mail as owner, maker, approver or viewer (the link lasts 14 days, works once)',
        tag,
        caller: 'customer',
        body: invitationBodySchema,
        success: { status: 201, data: teamInvitationDataSchema },
        refusals: [409],
      }),
    },
    async (request, reply) => {
      const body = request.body;
      const invitation = await invite(deps, team, businessOf(request).id, accountOf(request), body);
      return reply.code(201).send(succeed(TEAM_MESSAGES.invited, { invitation }));
    },
  );

  api.post(
    TEAM_PATHS.resendInvitation,
    {
      onRequest: owner,
      schema: routeSchema({
        summary: 'Send a waiting invitation again, with a new link and 14 days more',
        tag,
        caller: 'customer',
        params: idParams,
        success: { status: 200, data: teamInvitationDataSchema },
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      const invitation = await resend(deps, team, businessOf(request).id, accountOf(request), id);
      return succeed(TEAM_MESSAGES.resent, { invitation });
    },
  );

  api.delete(
    TEAM_PATHS.invitation,
    {
      onRequest: owner,
      schema: routeSchema({
        summary: 'Withdraw a waiting invitation',
        tag,
        caller: 'customer',
        params: idParams,
        success: { status: 200 },
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      await revoke(deps, team, businessOf(request).id, accountOf(request), id);
      return succeed(TEAM_MESSAGES.revoked);
    },
  );

  api.get(
    TEAM_PATHS.invitationPreview,
    {
      schema: routeSchema({
        summary: 'What an invitation link invites to (public: the link is the credential)',
        tag,
        caller: 'public',
        params: invitationTokenParams,
        success: { status: 200, data: invitationPreviewDataSchema },
        refusals: [400, 410],
      }),
    },
    async (request) => {
      const invitation = await previewInvitation(deps, team, tokenOf(request.params));
      return succeed(TEAM_MESSAGES.team, { invitation });
    },
  );

  api.post(
    TEAM_PATHS.acceptInvitation,
    {
      schema: routeSchema({
        summary: "Accept an invitation with the newcomer's name and password; signs them in",
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
      const account = await accept(deps, team, token, body);
      const data = await completeSignIn(deps.auth, request, reply, account, 'password');
      return reply.code(201).send(succeed(TEAM_MESSAGES.accepted, data));
    },
  );

  api.put(
    TEAM_PATHS.member,
    {
      onRequest: owner,
      schema: routeSchema({
        summary: "Change a member's role (the last owner cannot be demoted)",
        tag,
        caller: 'customer',
        params: idParams,
        body: memberRoleBodySchema,
        success: { status: 200, data: teamMemberDataSchema },
        refusals: [409],
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      const { role } = request.body;
      const changed = await changeRole(deps.db, team, businessOf(request).id, accountOf(request), id, role);
      return succeed(TEAM_MESSAGES.roleChanged, { member: changed });
    },
  );

  api.delete(
    TEAM_PATHS.member,
    {
      onRequest: owner,
      schema: routeSchema({
        summary: 'Remove a member (their sessions end at once; the last owner cannot leave)',
        tag,
        caller: 'customer',
        params: idParams,
        success: { status: 200 },
        refusals: [409],
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      await removeMember(deps.db, team, businessOf(request).id, accountOf(request), id, deps.now());
      return succeed(TEAM_MESSAGES.removed);
    },
  );

  api.get(
    TEAM_PATHS.approvalPolicy,
    {
      onRequest: member,
      schema: routeSchema({
        summary: "The business's approval policy",
        tag,
        caller: 'customer',
        success: { status: 200, data: approvalPolicyDataSchema },
      }),
    },
    async (request) =>
      succeed(TEAM_MESSAGES.policy, { policy: await readPolicy(deps.db, businessOf(request).id) }),
  );

  api.put(
    TEAM_PATHS.approvalPolicy,
    {
      onRequest: owner,
      schema: routeSchema({
        summary:
          'Set the naira amount from which a request needs an approver other than its maker (null: none)',
        tag,
        caller: 'customer',
        body: approvalPolicyBodySchema,
        success: { status: 200, data: approvalPolicyDataSchema },
      }),
    },
    async (request) => {
      const change = request.body;
      const policy = await savePolicy(
        deps.db,
        businessOf(request).id,
        accountOf(request),
        change,
        deps.now(),
      );
      return succeed(TEAM_MESSAGES.policySaved, { policy });
    },
  );
}
