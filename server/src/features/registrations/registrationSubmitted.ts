import { DOCUMENT_TYPES } from '@portal/contracts/documents';
import { and, sql, type SQL } from 'drizzle-orm';
import { tables } from '../../plugins/database';

const { users, profiles, documents } = tables;

/**
 * Whether a customer has submitted their registration (issue 31 §4, fixa): the profile is complete
 * (missingProfileFields' rule) and each of the five documents has a current upload that is not
 * rejected (presenceOf's rule). The customer reads "In review" only from then on
 * (onboardingNextStep); before it, staff read "Not submitted" and nothing waits for their decision.
 */
export function isSubmittedRegistration(): SQL {
  const profileComplete = sql`exists (select 1 from ${profiles} where ${profiles.userId} = ${users.id}
    and btrim(${profiles.companyName}) <> '' and btrim(${profiles.phone}) <> ''
    and btrim(${profiles.address}) <> '' and btrim(${profiles.bvn}) <> '' and btrim(${profiles.tin}) <> ''
    and jsonb_array_length(${profiles.directors}) > 0)`;
  const everyDocument = DOCUMENT_TYPES.map(
    (type) => sql`exists (select 1 from ${documents} where ${documents.userId} = ${users.id}
      and ${documents.type} = ${type} and ${documents.supersededAt} is null and ${documents.status} <> 'rejected')`,
  );
  return and(profileComplete, ...everyDocument) ?? sql`true`;
}
