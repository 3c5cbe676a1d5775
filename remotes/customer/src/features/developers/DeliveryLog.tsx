import { useState } from 'react';
import { Alert } from '@portal/ui';
import { formatDateTime } from '../dates';
import { LoadFailed } from '../load-state';
import { useDeliveries, useReplay } from './developersQueries';
import { refusalText } from './refusal';

const STATUS_LABELS = { pending: 'Retrying', delivered: 'Delivered', failed: 'Failed' } as const;

/** An endpoint's latest deliveries, each attempt (time, status code, duration, error), with replay. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useDeliveries(endpointId);
  const replay = useReplay();
  const [notice, setNotice] = useState<string | null>(null);
  if (deliveries.isPending) return <p>Loading deliveries…</p>;
  if (!deliveries.data) return <LoadFailed onRetry={() => void deliveries.refetch()} />;
  if (deliveries.data.length === 0) return <p>No messages yet.</p>;
  return (
    <div className="stack">
      {notice && (
        <Alert tone="info" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <table className="table-cards">
        <caption>Deliveries, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Status</th>
            <th scope="col">Attempts</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.data.map((delivery) => (
            <tr key={delivery.id}>
              <td data-label="Event">
                <code>{delivery.type}</code>
                <br />
                <span className="breakable">{delivery.eventId}</span>
              </td>
              <td data-label="Status">
                {STATUS_LABELS[delivery.status]}
                {delivery.nextAttemptAt && ` (next ${formatDateTime(delivery.nextAttemptAt)})`}
              </td>
              <td data-label="Attempts">
                {delivery.attempts.length === 0 ? (
                  'Not tried yet'
                ) : (
                  <ol>
                    {delivery.attempts.map((attempt) => (
                      <li key={attempt.attemptedAt}>
                        {formatDateTime(attempt.attemptedAt)}: {attempt.statusCode ?? 'no answer'},{' '}
                        {attempt.durationMs} ms
                        {attempt.error && ` — ${attempt.error}`}
                      </li>
                    ))}
                  </ol>
                )}
              </td>
              <td data-label="Actions">
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={replay.isPending}
                  onClick={() =>
                    void replay
                      .mutateAsync({ id: endpointId, deliveryId: delivery.id })
                      .then(() => setNotice('Message queued again.'))
                      .catch((error: unknown) => setNotice(refusalText(error)))
                  }
                >
                  Replay<span className="visually-hidden"> {delivery.type}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
