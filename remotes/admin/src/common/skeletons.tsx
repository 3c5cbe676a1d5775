import { SkeletonBlock, SkeletonLine } from '@portal/ui';

/**
 * Placeholders for the admin's sections, each laid out with the classes of what it
 * stands for so that the loaded content takes the same room (no layout shift).
 * They go inside a <Skeleton>, which announces the loading once and hides them.
 */

/** A detail list of `count` label and value pairs. */
export function DetailListSkeleton({ count }: { count: number }) {
  return (
    <dl className="detail-list">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="detail">
          <dt>
            <SkeletonLine width="6em" />
          </dt>
          <dd>
            <SkeletonLine width={index % 2 === 0 ? '80%' : '60%'} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Review cards as a pending list shows them: title, details, Approve and Reject. */
export function ReviewListSkeleton({ cards = 2, details = 6 }: { cards?: number; details?: number }) {
  return (
    <ul className="review-list">
      {Array.from({ length: cards }, (_, index) => (
        <li key={index}>
          <article className="card review-card">
            <div className="review-card-head">
              <h2 className="review-card-title">
                <SkeletonLine width="14em" />
              </h2>
            </div>
            <DetailListSkeleton count={details} />
            <div className="decision-actions">
              <SkeletonBlock width="7.5em" height={44} radius="8px" />
              <SkeletonBlock width="6.5em" height={44} radius="8px" />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
