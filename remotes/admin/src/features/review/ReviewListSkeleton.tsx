import { SkeletonBlock, SkeletonLine } from '@portal/ui';
import { DetailListSkeleton } from '../details';

/**
 * Review cards as a pending list shows them (title, details, Approve and Reject),
 * laid out with the cards' classes so the loaded list takes the same room (no
 * layout shift). It goes inside a <Skeleton>, which announces the loading once.
 */
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
