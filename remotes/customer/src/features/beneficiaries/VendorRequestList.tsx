import { useState } from 'react';
import type { VendorDetailsRequestView } from '@portal/contracts/vendorDetailsRequests';
import { Alert, EmailInSentence } from '@portal/ui';
import { RequestError, SERVER_MESSAGES } from '../../api';
import { formatDay } from './beneficiaryDisplay';
import { useVendorRequests, useWithdrawVendorRequest } from './vendorRequestQueries';

/**
 * The business's open links asking vendors for bank details (D43): to whom, who sent it, until
 * when; a maker or owner may withdraw one. Nothing is shown while there are none.
 */
export function VendorRequestList({ mayWithdraw }: { mayWithdraw: boolean }) {
  const requests = useVendorRequests();
  const withdraw = useWithdrawVendorRequest();
  const [failure, setFailure] = useState<string | null>(null);
  const rows = requests.data ?? [];
  if (rows.length === 0) return null;

  const withdrawOne = async (request: VendorDetailsRequestView) => {
    setFailure(null);
    try {
      await withdraw.mutateAsync(request.id);
    } catch (error) {
      setFailure(error instanceof RequestError ? error.message : SERVER_MESSAGES.failed);
    }
  };

  return (
    <section className="card vendor-requests" aria-labelledby="vendor-requests-title">
      <h2 id="vendor-requests-title">Waiting for the vendor</h2>
      {failure && <Alert tone="error">{failure}</Alert>}
      <ul className="vendor-request-list">
        {rows.map((request) => (
          <li key={request.id}>
            <div>
              <strong>{request.name}</strong>
              <p className="muted">
                {request.email ? (
                  <>
                    Link emailed to <EmailInSentence email={request.email} strong={false} />
                  </>
                ) : (
                  'Link not emailed'
                )}{' '}
                by {request.requestedBy} on {formatDay(request.createdAt)}; works until{' '}
                {formatDay(request.expiresAt)}.
              </p>
            </div>
            {mayWithdraw && (
              <button
                type="button"
                className="btn btn-secondary btn-small"
                aria-label={`Withdraw the link sent to ${request.name}`}
                disabled={withdraw.isPending}
                onClick={() => void withdrawOne(request)}
              >
                Withdraw
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
