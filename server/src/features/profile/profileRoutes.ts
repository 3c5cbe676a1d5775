import { DATA_PATHS } from '@portal/contracts/api';
import { CUSTOMER_MESSAGES } from '@portal/contracts/customerMessages';
import { profileUpdateSchema } from '@portal/contracts/profile';
import type { ProfileData } from '@portal/contracts/profileAnswers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, businessOf, requireMember, type AccessDeps } from '../access';
import { findUserById } from '../auth';
import type { FastifyRequest } from 'fastify';
import { succeed } from '../../plugins/http';
import { readProfile, saveProfile } from './profileStore';
import { routeSchema } from '../../plugins/openapi';
import { profileDataSchema } from '@portal/contracts/profileAnswers';

export const PROFILE_READ_MESSAGE = 'Profile';

export interface ProfileDeps extends AccessDeps {
  now: () => Date;
}

/** The signed-in customer's own profile (the fields of the profile form); there is no other's to ask for. */
export function registerProfileRoutes(server: FastifyInstance, deps: ProfileDeps) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const member = requireMember(deps);
  const owner = requireMember(deps, 'manageProfile');
  /**
   * The business's founding account (D34): its name and e-mail head the profile, its id keys
   * the profile row. The caller's own row when they founded it (no query more).
   */
  const founderOf = async (request: FastifyRequest) => {
    const account = accountOf(request);
    const business = businessOf(request);
    if (business.id === account.id) return account;
    const founder = await findUserById(deps.db, business.id);
    if (!founder) throw new Error(`business ${business.id} has no founding account`);
    return founder;
  };

  api.get(
    DATA_PATHS.profile,
    {
      onRequest: member,
      schema: routeSchema({
        summary: "The customer's business profile",
        tag: 'profile',
        caller: 'customer',
        success: { status: 200, data: profileDataSchema },
      }),
    },
    async (request) => {
      const data: ProfileData = { profile: await readProfile(deps.db, await founderOf(request)) };
      return succeed(PROFILE_READ_MESSAGE, data);
    },
  );

  api.put(
    DATA_PATHS.profile,
    {
      // The business's owners only (D34).
      onRequest: owner,
      schema: routeSchema({
        summary: "Change the customer's business profile",
        tag: 'profile',
        caller: 'customer',
        body: profileUpdateSchema,
        success: { status: 200, data: profileDataSchema },
      }),
    },
    async (request) => {
      const changes = request.body;
      const profile = await saveProfile(deps.db, await founderOf(request), changes, deps.now());
      const data: ProfileData = { profile };
      return succeed(CUSTOMER_MESSAGES.profileUpdated, data);
    },
  );
}
