// Imported by the component that uses it: the package marks only CSS as a side effect, so a
// stylesheet imported by a feature's index.ts is dropped with the re-exports webpack skips.
import './paymentRequests.css';
import type { PaidBeneficiary as Paid } from '@portal/contracts/paymentAnswers';
import { WholeIdentifiers } from '@portal/ui';
import { DetailList } from '../details';
import { bankDetailRows } from './bankDetails';
import { countryName } from './countryName';

/**
 * The beneficiary as this request pays it: the version of its bank details the request was
 * made with (a later edit never changes it), in full, since the payout is made to them.
 * "As paid" only once the payout is recorded: before that nothing has been paid (issue 31).
 */
export function PaidBeneficiary({ beneficiary, paid }: { beneficiary: Paid; paid: boolean }) {
  return (
    <section className="card payment-step paid-beneficiary" aria-labelledby="paid-beneficiary-title">
      <h2 id="paid-beneficiary-title">{paid ? 'Beneficiary as paid' : 'Beneficiary'}</h2>
      <DetailList
        details={[
          { label: 'Name', value: beneficiary.name },
          { label: 'Country', value: countryName(beneficiary.country) },
          // A postcode never breaks inside itself ("Birmingham B11 / 2AJ").
          { label: 'Address', value: <WholeIdentifiers text={beneficiary.address} /> },
          ...bankDetailRows(beneficiary),
        ]}
      />
    </section>
  );
}
