import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, Icon, PageHeader } from '@portal/ui';
import { RegistrationReview } from '../features/registration-review';
import { usePageTitle } from './usePageTitle';

/** /admin/registrations/:id: one registration's KYB review (issue 22 point 5). */
export function RegistrationDetailScreen() {
  usePageTitle('Registration Review');
  const { id = '' } = useParams();
  return (
    <div className="admin-screen">
      <p>
        <Link to="/admin/pending-registrations">
          <Icon icon={ArrowLeft} className="icon-sm" />
          Pending Registrations
        </Link>
      </p>
      <PageHeader
        title="Registration Review"
        description="The business profile and each document beside it. Decide each document; the set's decision follows. A decision is final."
      />
      <RegistrationReview id={id} />
    </div>
  );
}
