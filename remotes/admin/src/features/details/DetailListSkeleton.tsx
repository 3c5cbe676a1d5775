import { SkeletonLine } from '@portal/ui';

/**
 * A detail list of `count` label and value pairs while they are read, laid out with
 * the classes of the list it stands for so the loaded values take the same room (no
 * layout shift). It goes inside a <Skeleton>, which announces the loading once.
 */
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
