// Imported by the component that uses it: the package marks only CSS as a side effect, so a
// stylesheet imported by a feature's index.ts is dropped with the re-exports webpack skips.
import './auditLog.css';
import './buttonRow.css';
import { useId, useState } from 'react';
import { auditQuerySchema, type AuditQuery } from '@portal/contracts/securitySchemas';
import { EmptyState, LoadFailed, refusalMessage, useContractForm } from '@portal/ui';
import { LoadMore } from '../load-state';
import { AUDIT_ACTION_FILTERS, NO_FILTERS, type AuditFilters } from './auditFilters';
import { AuditEntryRow } from './AuditEntryRow';
import { useAuditLog } from './useAuditLog';

/**
 * The audit record: who did what and when, filtered by kind of action and by actor
 * (a react-hook-form form checked with the server's query schema).
 */
export function AuditLog() {
  const actionId = useId();
  const actorId = useId();
  const actorErrorId = `${actorId}-error`;
  const form = useContractForm<AuditFilters, AuditQuery>(auditQuerySchema, { defaultValues: NO_FILTERS });
  const actorError = form.formState.errors.actor?.message;
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const { state, more, reload } = useAuditLog(filters);
  const action = form.register('action', {
    // A choice from the list applies at once; the typed address waits for Search.
    onChange: (event: { target: { value: string } }) =>
      setFilters({ action: event.target.value, actor: filters.actor }),
  });
  const actor = form.register('actor');

  const apply = form.handleSubmit((checked) =>
    setFilters({ action: checked.action ?? '', actor: checked.actor ?? '' }),
  );

  const filtered = Boolean(filters.action || filters.actor);

  return (
    <div className="stack">
      <form
        className="card audit-filters"
        role="search"
        aria-label="Filter the audit log"
        onSubmit={(event) => void apply(event)}
      >
        <div className="field">
          <label htmlFor={actionId}>Action</label>
          <select id={actionId} {...action}>
            {AUDIT_ACTION_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={actorId}>Actor email</label>
          <input
            id={actorId}
            type="email"
            aria-invalid={actorError ? true : undefined}
            aria-describedby={actorError ? actorErrorId : undefined}
            {...actor}
          />
          {actorError && (
            <p id={actorErrorId} className="field-error">
              {actorError}
            </p>
          )}
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
                form.reset(NO_FILTERS);
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
          <LoadMore more={more} what="entries" onLoad={more.load} />
        </>
      )}
    </div>
  );
}
