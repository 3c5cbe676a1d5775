import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney } from '@portal/rules/money';
import type { ScreeningHold } from '@portal/contracts/screening';
import type { Decision } from '@portal/contracts/status';
import { Alert, Check, Icon, X } from '@portal/ui';
import { adminKeys, useAdminDataSource } from '../../api';
import { DetailList, formatDateTime } from '../details';
import { LoadMore, SourceDataStatus, usePagedList } from '../load-state';
import { DecisionDialog, decisionFailure } from '../review';
import { StaffRoleNote, useStaffMayDo } from '../staff-role';
import { useScreeningDecision } from './screeningQueries';

export const NO_HOLDS = 'No payment is held for screening.';

/** The score as staff read it: the share of the name that matches, e.g. 93%. */
export const scoreText = (score: number) => `${Math.round(score * 100)}%`;

const WORDING = {
  approved: { verb: 'Clear', button: 'Clear', busy: 'Clearing…' },
  rejected: { verb: 'Reject', button: 'Reject payment', busy: 'Rejecting…' },
};

function HoldCard({
  hold,
  decide,
}: {
  hold: ScreeningHold;
  decide: ((hold: ScreeningHold, decision: Decision) => void) | null;
}) {
  const headingId = `hold-${hold.paymentId}`;
  const { match } = hold;
  return (
    <li className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Link to={`/admin/payment-requests/${encodeURIComponent(hold.paymentId)}`}>{hold.reference}</Link>:{' '}
        {hold.beneficiaryName}
      </h2>
      <DetailList
        details={[
          { label: 'Business', value: hold.businessName },
          { label: 'Beneficiary', value: hold.beneficiaryName },
          { label: 'Beneficiary country', value: hold.beneficiaryCountry ?? 'Not recorded' },
          { label: 'Amount', value: formatMoney(hold.foreignAmount, hold.foreignCurrency) },
          { label: 'Held', value: formatDateTime(hold.heldAt) },
        ]}
      />
      <section className="stack" aria-label={`Matched list entry for ${hold.reference}`}>
        <h3>Matched list entry</h3>
        <DetailList
          details={[
            { label: 'Listed name', value: match.name },
            { label: 'Match score', value: scoreText(match.score) },
            { label: 'Entry number', value: match.entryId },
            { label: 'Type', value: match.type || 'Not stated' },
            { label: 'Programme', value: match.program || 'Not stated' },
            { label: 'Remarks', value: match.remarks || 'None' },
          ]}
        />
      </section>
      {decide && (
        <div className="form-actions">
          <button type="button" className="btn btn-success" onClick={() => decide(hold, 'approved')}>
            <Icon icon={Check} />
            Clear {hold.reference}
          </button>
          <button type="button" className="btn btn-danger" onClick={() => decide(hold, 'rejected')}>
            <Icon icon={X} />
            Reject {hold.reference}
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * The Screening queue (D44): each payment a likely sanctions match holds, with the list entry
 * it matched and the score. A payment reviewer clears it (the match is someone else: it goes on
 * to review) or rejects it with the reason the customer reads; other staff read the queue.
 */
export function ScreeningQueue() {
  const source = useAdminDataSource();
  const { state, more, reload } = usePagedList(
    adminKeys.screeningHolds,
    (cursor) => source.listScreeningHolds(cursor),
    (page) => page.holds,
  );
  const mayDecide = useStaffMayDo('reviewPayments');
  const decision = useScreeningDecision();
  const [deciding, setDeciding] = useState<{ hold: ScreeningHold; decision: Decision } | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'warning'; text: string } | null>(null);

  if (state.status !== 'ready') {
    return <SourceDataStatus state={state} what="screening queue" onRetry={reload} />;
  }
  const holds = state.data.items;
  return (
    <div className="stack">
      <div role="status">
        {notice && (
          <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
      </div>
      {!mayDecide && <StaffRoleNote reads="the screening queue" cannot="clear or reject a payment" />}
      {holds.length === 0 ? (
        <p className="muted">{NO_HOLDS}</p>
      ) : (
        <ul className="stack screening-holds" aria-label="Payments held for screening">
          {holds.map((hold) => (
            <HoldCard
              key={hold.paymentId}
              hold={hold}
              decide={mayDecide ? (held, kind) => setDeciding({ hold: held, decision: kind }) : null}
            />
          ))}
        </ul>
      )}
      <LoadMore more={more} what="held payments" onLoad={more.load} />
      {deciding && (
        <DecisionDialog
          decision={deciding.decision}
          what="screening hold"
          subject={`${deciding.hold.reference} to ${deciding.hold.beneficiaryName}`}
          wording={WORDING}
          onClose={() => setDeciding(null)}
          onConfirm={async (reason) => {
            try {
              await decision.mutateAsync({ paymentId: deciding.hold.paymentId, reason });
              setNotice({
                tone: 'success',
                text:
                  reason === null
                    ? `${deciding.hold.reference} cleared: it goes on to review.`
                    : `${deciding.hold.reference} rejected: the customer sees your reason.`,
              });
              return null;
            } catch (error) {
              const failure = decisionFailure(error);
              if (failure.kind === 'stale') setNotice({ tone: 'warning', text: failure.message });
              return failure;
            }
          }}
        />
      )}
    </div>
  );
}
