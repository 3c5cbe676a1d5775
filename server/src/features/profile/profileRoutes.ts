import { CUSTOMER_MESSAGES, DATA_PATHS, profileUpdateSchema, type ProfileData } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { accountOf, requireRole, type AccessDeps } from '../access';
import { parseBody, succeed } from '../../plugins/http';
import { readProfile, saveProfile } from './profileStore';
import { routeSchema } from '../../plugins/openapi';
import { profileDataSchema } from '@portal/contracts';

export const PROFILE_READ_MESSAGE = 'Profile';

export interface ProfileDeps extends AccessDeps {
  now: () => Date;
}

/** The signed-in customer's own profile (the fields of the profile form); there is no other's to ask for. */
export function registerProfileRoutes(api: FastifyInstance, deps: ProfileDeps) {
  const customer = requireRole(deps, 'user');

  api.get(
    DATA_PATHS.profile,
    {
      onRequest: customer,
      schema: routeSchema({
        summary: "The customer's business profile",
        tag: 'profile',
        caller: 'customer',
        success: { status: 200, data: profileDataSchema },
      }),
    },
    async (request) => {
      const data: ProfileData = { profile: await readProfile(deps.db, accountOf(request)) };
      return succeed(PROFILE_READ_MESSAGE, data);
    },
  );

  api.put(
    DATA_PATHS.profile,
    {
      onRequest: customer,
      schema: routeSchema({
        summary: "Change the customer's business profile",
        tag: 'profile',
        caller: 'customer',
        body: profileUpdateSchema,
        success: { status: 200, data: profileDataSchema },
      }),
    },
    async (request) => {
      const changes = parseBody(profileUpdateSchema, request.body);
      const profile = await saveProfile(deps.db, accountOf(request), changes, deps.now());
      const data: ProfileData = { profile };
      return succeed(CUSTOMER_MESSAGES.profileUpdated, data);
    },
  );
}
