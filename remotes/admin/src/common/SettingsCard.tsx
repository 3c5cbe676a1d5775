import { useId } from 'react';
import { SourceDataStatus } from './SourceDataStatus';
import type { SourceData } from './useLoaded';

/**
 * A settings section while its values are read or could not be: the section's
 * heading stays in place, so the page keeps its outline, with the loading line or
 * the failure and Retry.
 */
export function SettingsCard({
  title,
  state,
  what,
  onRetry,
}: {
  title: string;
  state: SourceData<unknown>;
  what: string;
  onRetry: () => void;
}) {
  const titleId = useId();
  return (
    <section className="card editable-section" aria-labelledby={titleId}>
      <div className="editable-section-head">
        <h2 id={titleId}>{title}</h2>
      </div>
      <SourceDataStatus state={state} what={what} onRetry={onRetry} />
    </section>
  );
}
