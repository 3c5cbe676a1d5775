import { useId } from 'react';
import { SkeletonBlock, SkeletonLine, type ServerData } from '@portal/ui';
import { DetailListSkeleton } from '../details';
import { SourceDataStatus } from '../load-state';

/**
 * A settings section while its values are read or could not be. The section and
 * its heading stay in place, so the page keeps its outline. While the values are
 * read it is laid out as it will be (Edit, the description and `fields` values as
 * placeholders), so the sections below do not move when they arrive; when they
 * could not be read it says so, with Retry.
 */
export function SettingsCard({
  title,
  state,
  what,
  fields,
  onRetry,
}: {
  title: string;
  state: ServerData<unknown>;
  what: string;
  /** How many values the loaded section lists. */
  fields: number;
  onRetry: () => void;
}) {
  const titleId = useId();
  const loading = state.status === 'loading';
  return (
    <section className="card editable-section" aria-labelledby={titleId}>
      <div className="editable-section-head">
        <h2 id={titleId}>{title}</h2>
        {loading && <SkeletonBlock width="4.5em" height={44} radius="8px" />}
      </div>
      <SourceDataStatus
        state={state}
        what={what}
        onRetry={onRetry}
        skeleton={
          <>
            <p className="muted">
              <SkeletonLine width="70%" />
            </p>
            <DetailListSkeleton count={fields} />
          </>
        }
      />
    </section>
  );
}
