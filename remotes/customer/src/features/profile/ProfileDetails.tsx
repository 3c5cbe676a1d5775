import type { Director } from '@portal/contracts/customer';
import { maskIdentifier } from '@portal/rules/masking';
import { formatPhone } from '@portal/rules/phone';
import type { ProfileValues } from './profileValues';
import { NOT_SET } from '@portal/ui/words/emptyValue';

/** What an empty value reads as, rather than a blank a reader cannot tell from a fault. */
export const NOT_GIVEN = NOT_SET;

const orNotGiven = (value: string) => (value.trim() === '' ? NOT_GIVEN : value);

function DirectorDetails({ director, index }: { director: Director; index: number }) {
  return (
    <div className="director" role="group" aria-label={`Director ${index + 1}`}>
      <h3 className="director-title">Director {index + 1}</h3>
      <dl className="details">
        <div className="details-row">
          <dt>Director Name</dt>
          <dd>{orNotGiven(director.name)}</dd>
        </div>
        <div className="details-row">
          <dt>NIN or BVN</dt>
          <dd>{orNotGiven(maskIdentifier(director.ninOrBvn))}</dd>
        </div>
        <div className="details-row">
          <dt>Position</dt>
          <dd>{orNotGiven(director.position)}</dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * The profile in read mode: a description list (terms and values), not disabled
 * inputs that look like a form nobody may fill in. Edit turns it into the form.
 */
export function ProfileDetails({ values }: { values: ProfileValues }) {
  const rows: [string, string][] = [
    ['Full Name', values.name],
    ['Email', values.email],
    ['Phone', values.phone ? formatPhone(values.phone) : ''],
    ['Address', values.address],
    ['Company Name', values.companyName],
    // Identity numbers read masked (issue 23); Edit shows them whole to change them.
    ['TIN', maskIdentifier(values.tin)],
    ['BVN', maskIdentifier(values.bvn)],
  ];
  return (
    <>
      <dl className="details profile-details">
        {rows.map(([term, value]) => (
          <div key={term} className="details-row">
            <dt>{term}</dt>
            <dd>{orNotGiven(value)}</dd>
          </div>
        ))}
      </dl>
      <section className="directors" aria-labelledby="profile-directors-title">
        <h2 id="profile-directors-title" className="directors-title">
          Directors
        </h2>
        {values.directorInfo.length === 0 && <p className="muted">No directors added yet.</p>}
        {values.directorInfo.map((director, index) => (
          // Directors have no identity of their own; the position in the list is it.
          <DirectorDetails key={index} director={director} index={index} />
        ))}
      </section>
    </>
  );
}
