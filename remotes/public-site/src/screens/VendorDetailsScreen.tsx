import { useParams } from 'react-router-dom';
import { VendorDetailsPage } from '../features/vendor-details';

/** `/vendor-details/:token`: the page a business's bank details link opens (D43). */
export function VendorDetailsScreen() {
  const { token = '' } = useParams();
  return (
    <main id="main-content" className="public-page container section vendor-details-page">
      {/* A new token is a new link: nothing of the last one's form is kept. */}
      <VendorDetailsPage key={token} token={token} />
    </main>
  );
}
