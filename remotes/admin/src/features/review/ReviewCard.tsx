import { useId, type ReactNode } from 'react';

/**
 * One item under review, named by its title so its buttons can be told apart.
 * `aside` sits at the end of the title row, e.g. a payment's amounts, right-aligned.
 */
export function ReviewCard({
  title,
  aside,
  children,
}: {
  title: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <article className="card review-card" aria-labelledby={titleId}>
      <div className="review-card-head">
        <h2 id={titleId} className="review-card-title">
          {title}
        </h2>
        {aside && <div className="review-card-aside">{aside}</div>}
      </div>
      {children}
    </article>
  );
}
