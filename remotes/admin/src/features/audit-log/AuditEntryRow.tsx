import type { AuditRecordEntry } from '@portal/contracts/securitySchemas';
import { formatDateTimeWithSeconds } from '@portal/rules/dateTime';
import { PersonText } from '../details';
import { auditSummaryText } from './auditSummary';

// Seconds, with the zone named as every time on screen (the one formatter): entries close together stay in order.
const when = (iso: string) => (Number.isNaN(new Date(iso).getTime()) ? iso : formatDateTimeWithSeconds(iso));

/** One entry: when, who, the action's name and what it did. */
export function AuditEntryRow({ entry }: { entry: AuditRecordEntry }) {
  return (
    <li className="card audit-entry">
      <p className="audit-entry-head">
        <time dateTime={entry.occurredAt}>{when(entry.occurredAt)}</time>
        <code className="audit-entry-action">{entry.action}</code>
      </p>
      <p className="breakable">{auditSummaryText(entry)}</p>
      <p className="muted breakable">
        By {entry.actor ? <PersonText name={entry.actorName} email={entry.actor} /> : 'the system'}
        {entry.reason ? ` · Reason: ${entry.reason}` : ''}
      </p>
    </li>
  );
}
