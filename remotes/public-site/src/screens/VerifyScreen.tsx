import { useParams } from 'react-router-dom';
import { ReceiptVerificationPage } from '../features/receipt-verification';

/** `/verify/:code`: the page a receipt's QR code and the vendor's e-mail link to (D42). */
export function VerifyScreen() {
  const { code = '' } = useParams();
  return (
    <main id="main-content" className="public-page container section verify-page">
      {/* A new code is a new receipt: nothing of the last one is kept. */}
      <ReceiptVerificationPage key={code} code={code} />
    </main>
  );
}
