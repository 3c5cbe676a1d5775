import { ONBOARDING_PATH } from '@portal/contracts/api';
import { DOCUMENT_TYPES, type DocumentType } from '@portal/contracts/documents';
import type { Onboarding } from '@portal/contracts/onboarding';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { businessOf, requireMember, type AccessDeps } from '../access';
import { findUserById } from '../auth';
import { tables } from '../../plugins/database';
import { succeed } from '../../plugins/http';
import { routeSchema } from '../../plugins/openapi';
import { onboardingDataSchema } from '@portal/contracts/onboarding';
import { missingProfileFields } from './profileChecklist';

const { documents, profiles } = tables;

/**
 * `GET /api/onboarding` (customers): the three steps of the dashboard's checklist,
 * read from the tables the admins decide on, so the customer and the admin always
 * see the same state.
 */
export function registerOnboardingRoute(api: FastifyInstance, deps: AccessDeps) {
  api.get(
    ONBOARDING_PATH,
    {
      onRequest: requireMember(deps),
      schema: routeSchema({
        summary: 'Where the customer is in onboarding',
        tag: 'onboarding',
        caller: 'customer',
        success: { status: 200, data: onboardingDataSchema },
      }),
    },
    async (request) => {
      // The business's founding account carries its KYB (D34), read whole here: the guard reads
      // only the columns every request needs, not the registration's review.
      const business = businessOf(request).id;
      const account = await findUserById(deps.db, business);
      if (!account) throw new Error(`business ${business} has no founding account`);
      const [profile] = await deps.db.select().from(profiles).where(eq(profiles.userId, account.id)).limit(1);
      const current = await deps.db
        .select({
          type: documents.type,
          status: documents.status,
          reason: documents.reason,
          uploadedAt: documents.createdAt,
        })
        .from(documents)
        .where(and(eq(documents.userId, account.id), isNull(documents.supersededAt)));
      const uploaded = DOCUMENT_TYPES.filter((type: DocumentType) =>
        current.some((document) => document.type === type && document.status !== 'rejected'),
      );
      const count = (status: string) => current.filter((document) => document.status === status).length;
      const missing = missingProfileFields(profile);
      const inReview = current.filter((document) => document.status !== 'rejected');
      const latest = inReview.reduce<Date | null>(
        (last, { uploadedAt }) => (last && last >= uploadedAt ? last : uploadedAt),
        null,
      );
      const onboarding: Onboarding = {
        registration: {
          status: account.registrationStatus,
          reason: account.registrationReason,
          decidedAt: account.registrationDecidedAt?.toISOString() ?? null,
        },
        profile: { complete: missing.length === 0, missing },
        documents: {
          uploaded,
          pending: count('pending'),
          approved: count('approved'),
          rejected: count('rejected'),
          rejections: DOCUMENT_TYPES.flatMap((type: DocumentType) =>
            current
              .filter((document) => document.type === type && document.status === 'rejected')
              .map((document) => ({ type, reason: document.reason })),
          ),
          submittedAt: latest?.toISOString() ?? null,
        },
      };
      return succeed('Onboarding status', { onboarding });
    },
  );
}
