import { SkeletonBlock, SkeletonLine } from '@portal/ui';

/** Lines of a summary list: a term and its value, as the loaded details lay them out. */
function SummaryLines({ count }: { count: number }) {
  return (
    <dl className="summary-list">
      {Array.from({ length: count }, (_, line) => (
        <div key={line} className="summary-line">
          <dt>
            <SkeletonLine width="8em" />
          </dt>
          <dd>
            <SkeletonLine width="12em" />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The page of a payment request before it is read: its heading with the status,
 * the way back, the progress card and the details card, each the size it will be.
 */
export function PaymentRequestSkeleton() {
  return (
    <div className="stack page">
      <header className="page-header">
        <div className="page-header-text">
          <div className="page-header-title">
            <h1>
              <SkeletonLine width="12em" />
            </h1>
            <SkeletonBlock width="6.5em" height="1.5em" radius="999px" />
          </div>
        </div>
      </header>
      <p>
        <SkeletonLine width="14em" />
      </p>
      <section className="card">
        <h2>Status</h2>
        <ol className="timeline">
          <li className="timeline-step">
            <SkeletonLine width="16em" />
          </li>
          <li className="timeline-step">
            <SkeletonLine width="18em" />
          </li>
        </ol>
      </section>
      <section className="card">
        <h2>Request details</h2>
        <SummaryLines count={8} />
      </section>
    </div>
  );
}
