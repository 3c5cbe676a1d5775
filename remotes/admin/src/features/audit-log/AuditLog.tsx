import { useId, useState, type FormEvent } from 'react';
import { EmptyState, LoadFailed, refusalMessage } from '@portal/ui';
import { LoadMore } from '../load-state';
import { AUDIT_ACTION_FILTERS, NO_FILTERS, type AuditFilters } from './auditFilters';
import { AuditEntryRow } from './AuditEntryRow';
import { useAuditLog } from './useAuditLog';

/** The audit record: who did what and when, filtered by kind of action and by actor. */
export function AuditLog() {
  const actionId = useId();
  const actorId = useId();
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const { state, more, reload, loadMore } = useAuditLog(filters);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters({ action: draft.action, actor: draft.actor.trim() });
  };

  const filtered = Boolean(filters.action || filters.actor);

  return (
    <div className="stack">
      <form className="card audit-filters" role="search" aria-label="Filter the audit log" onSubmit={apply}>
        <div className="field">
          <label htmlFor={actionId}>Action</label>
          <select
            id={actionId}
            value={draft.action}
            onChange={(event) => {
              const next = { ...draft, action: event.target.value };
              setDraft(next);
              // A choice from the list applies at once; the typed address waits for Search.
              setFilters({ action: next.action, actor: filters.actor });
            }}
          >
            {AUDIT_ACTION_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={actorId}>Actor e-mail</label>
          <input
            id={actorId}
            type="email"
            value={draft.actor}
            onChange={(event) => setDraft({ ...draft, actor: event.target.value })}
          />
        </div>
        <div className="button-row">
          <button type="submit" className="btn">
            Search
          </button>
          {filtered && (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                setDraft(NO_FILTERS);
                setFilters(NO_FILTERS);
              }}
            >
              Clear filters
            </button>
          )}
        </div>
      </form>
      {state.status === 'loading' && (
        <p className="muted" role="status">
          Loading the audit log…
        </p>
      )}
      {state.status === 'error' && <LoadFailed message={refusalMessage(state.failure)} onRetry={reload} />}
      {state.status === 'ready' && state.data.entries.length === 0 && (
        <EmptyState className="card" title={filtered ? 'No entries match these filters.' : 'No entries yet.'}>
          {filtered
            ? 'Try another action or address, or clear the filters.'
            : 'Sign-ins, decisions and settings changes are recorded here as they happen.'}
        </EmptyState>
      )}
      {state.status === 'ready' && state.data.entries.length > 0 && (
        <>
          <ol className="audit-entries" aria-label="Audit entries">
            {state.data.entries.map((entry) => (
              <AuditEntryRow key={entry.id} entry={entry} />
            ))}
          </ol>
          <LoadMore
            more={{ available: state.data.nextCursor !== null, ...more, load: () => void loadMore() }}
            what="entries"
            onLoad={() => void loadMore()}
          />
        </>
      )}
    </div>
  );
}
