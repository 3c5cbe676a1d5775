import type { ProfileChecklistField } from '@portal/contracts/onboarding';
import type { RegistrationReview } from '@portal/contracts/registrationReview';
import { formatPhone } from '@portal/rules/phone';
import { WholeIdentifiers } from '@portal/ui';
import { DetailList, SubmittedDate, ValueOrNotSet } from '../details';
import { decisionDetails } from '../review';
import { RegistrationStatus } from '../registrations';
import { RevealableIdentifier } from './RevealableIdentifier';

const FIELD_NAMES: Readonly<Record<ProfileChecklistField, string>> = {
  companyName: 'company name',
  phone: 'phone',
  address: 'address',
  bvn: 'BVN',
  tin: 'TIN',
  directorInfo: 'directors',
};

/**
 * The registration and the business profile being checked, BVN, TIN and directors' numbers
 * masked until revealed.
 */
export function ProfileDetails({ review, mayReveal }: { review: RegistrationReview; mayReveal: boolean }) {
  const { registration, profile } = review;
  const missing = review.missingProfileFields.map((field) => FIELD_NAMES[field]);
  return (
    <section className="card" aria-labelledby="registration-profile-title">
      <h2 id="registration-profile-title">Business profile</h2>
      <DetailList
        details={[
          { label: 'Company', value: <ValueOrNotSet value={profile.companyName} /> },
          { label: 'Name', value: registration.name },
          { label: 'Email', value: <a href={`mailto:${registration.email}`}>{registration.email}</a> },
          // Grouped as the customer's own profile shows it: "+234 813 902 7461".
          {
            label: 'Phone',
            value: <ValueOrNotSet value={profile.phone ? formatPhone(profile.phone) : ''} />,
          },
          {
            label: 'Address',
            // A postcode never breaks inside itself (WholeIdentifiers).
            value:
              profile.address.trim() === '' ? (
                <ValueOrNotSet value="" />
              ) : (
                <WholeIdentifiers text={profile.address} />
              ),
          },
          {
            label: 'BVN',
            value: (
              <RevealableIdentifier
                registrationId={registration.id}
                target={{ field: 'bvn' }}
                masked={profile.bvnMasked}
                mayReveal={mayReveal}
              />
            ),
          },
          {
            label: 'TIN',
            value: (
              <RevealableIdentifier
                registrationId={registration.id}
                target={{ field: 'tin' }}
                masked={profile.tinMasked}
                mayReveal={mayReveal}
              />
            ),
          },
          { label: 'Registered', value: <SubmittedDate iso={registration.submittedAt} /> },
          { label: 'Registration status', value: <RegistrationStatus registration={registration} /> },
          {
            label: 'Profile',
            value: missing.length === 0 ? 'Complete' : `Incomplete: ${missing.join(', ')} missing`,
          },
          ...decisionDetails(registration),
        ]}
      />
      <h3>Directors</h3>
      {profile.directors.length === 0 ? (
        <p className="not-set">No directors listed</p>
      ) : (
        // At phone width each director is a card of its own (.table-cards): three columns squeezed
        // the Reveal button into three lines and a name into two.
        <table className="table-cards directors-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Position</th>
              <th scope="col">NIN or BVN</th>
            </tr>
          </thead>
          <tbody>
            {profile.directors.map((director, index) => (
              <tr key={`${director.name}-${index}`}>
                <th scope="row">{director.name}</th>
                <td data-label="Position">
                  <ValueOrNotSet value={director.position} />
                </td>
                <td data-label="NIN or BVN">
                  <RevealableIdentifier
                    registrationId={registration.id}
                    target={{ field: 'director', director: index }}
                    owner={director.name}
                    masked={director.ninOrBvnMasked}
                    mayReveal={mayReveal}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
