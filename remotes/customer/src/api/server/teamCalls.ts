import type { ApiClient, ApiResult } from '@portal/auth';
import { paymentDetailDataSchema } from '@portal/contracts/paymentAnswers';
import {
  approvalPolicyDataSchema,
  TEAM_PATHS,
  teamDataSchema,
  teamInvitationDataSchema,
  teamMemberDataSchema,
} from '@portal/contracts/teams';
import * as z from 'zod/mini';
import type { CustomerDataSource } from '../customerDataSource';

type TeamCalls = Pick<
  CustomerDataSource,
  | 'approvePayment'
  | 'declinePayment'
  | 'getTeam'
  | 'inviteMember'
  | 'resendInvitation'
  | 'withdrawInvitation'
  | 'changeMemberRole'
  | 'removeMember'
  | 'saveApprovalPolicy'
>;

type Read = <Schema extends z.ZodMiniType>(
  send: () => Promise<ApiResult<unknown>>,
  schema: Schema,
) => Promise<z.infer<Schema>>;

/** A team path with its `:id`, escaped so that it can only ever name one record. */
const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** The withdrawal and removal routes answer a message and no data. */
const noData = z.unknown();

/**
 * The team calls (issue 21, D34) and the approval of another member's request, over the
 * same client and answer check as the rest of the customer's data source.
 */
export function teamCalls(
  client: Pick<ApiClient, 'get' | 'post' | 'put' | 'request'>,
  read: Read,
): TeamCalls {
  return {
    approvePayment: async (id) =>
      (
        await read(
          () => client.post<unknown>(withId(TEAM_PATHS.approvePayment, id), {}),
          paymentDetailDataSchema,
        )
      ).payment,

    declinePayment: async (id, reason) =>
      (
        await read(
          () => client.post<unknown>(withId(TEAM_PATHS.declinePayment, id), { reason }),
          paymentDetailDataSchema,
        )
      ).payment,

    getTeam: () => read(() => client.get<unknown>(TEAM_PATHS.team), teamDataSchema),

    inviteMember: async (body) =>
      (await read(() => client.post<unknown>(TEAM_PATHS.invitations, body), teamInvitationDataSchema))
        .invitation,

    resendInvitation: async (id) =>
      (
        await read(
          () => client.post<unknown>(withId(TEAM_PATHS.resendInvitation, id), {}),
          teamInvitationDataSchema,
        )
      ).invitation,

    withdrawInvitation: async (id) => {
      await read(() => client.request<unknown>('DELETE', withId(TEAM_PATHS.invitation, id)), noData);
    },

    changeMemberRole: async (id, role) =>
      (await read(() => client.put<unknown>(withId(TEAM_PATHS.member, id), { role }), teamMemberDataSchema))
        .member,

    removeMember: async (id) => {
      await read(() => client.request<unknown>('DELETE', withId(TEAM_PATHS.member, id)), noData);
    },

    saveApprovalPolicy: async (body) =>
      (await read(() => client.put<unknown>(TEAM_PATHS.approvalPolicy, body), approvalPolicyDataSchema))
        .policy,
  };
}
