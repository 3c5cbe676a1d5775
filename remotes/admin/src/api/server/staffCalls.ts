import { readAnswer, type ApiClient } from '@portal/auth';
import { STAFF_PATHS, staffDataSchema, staffInvitationDataSchema } from '@portal/contracts/staff';
import * as z from 'zod/mini';
import type { STAFF_CALLS } from './callNames';
import type { Calls } from './lazyCalls';

/** A staff path with its `:id`, escaped so that it can only ever name one member. */
const memberPath = (id: string) => STAFF_PATHS.member.replace(':id', encodeURIComponent(id));

/** The removal answers a message and no data. */
const noData = z.unknown();

/** The staff calls (issue 22, D35) over the admin's client and the contracts' answer schemas. */
export function staffCalls(
  client: Pick<ApiClient, 'get' | 'post' | 'put' | 'request'>,
): Calls<keyof typeof STAFF_CALLS> {
  return {
    getStaff: () => readAnswer(() => client.get<unknown>(STAFF_PATHS.staff), staffDataSchema),

    inviteStaff: async (body) =>
      (await readAnswer(() => client.post<unknown>(STAFF_PATHS.invitations, body), staffInvitationDataSchema))
        .invitation,

    // The server answers a role change with the whole list (a change may leave one superadmin).
    changeStaffRole: (id, role, stepUp) =>
      readAnswer(
        () => client.put<unknown>(memberPath(id), stepUp ? { role, stepUp } : { role }),
        staffDataSchema,
      ),

    // The removal's step-up rides in a JSON body, as every other change's does.
    removeStaff: async (id, stepUp) => {
      await readAnswer(
        () => client.request<unknown>('DELETE', memberPath(id), stepUp ? { stepUp } : undefined),
        noData,
      );
    },
  };
}
