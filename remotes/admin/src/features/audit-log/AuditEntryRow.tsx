import type { AuditRecordEntry } from '@portal/contracts/securitySchemas';
import { PersonText } from '../details';

const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
};

/** One entry: when, who, the action's name and what it did. */
export function AuditEntryRow({ entry }: { entry: AuditRecordEntry }) {
  return (
    <li className="card audit-entry">
      <p className="audit-entry-head">
        <time dateTime={entry.occurredAt}>{when(entry.occurredAt)}</time>
        <code className="audit-entry-action">{entry.action}</code>
      </p>
      <p className="breakable">{entry.summary}</p>
      <p className="muted breakable">
        By {entry.actor ? <PersonText name={entry.actorName} email={entry.actor} /> : 'the system'}
        {entry.reason ? ` · Reason: ${entry.reason}` : ''}
      </p>
    </li>
  );
}
