import { useId, type ReactNode } from 'react';

/** One item under review, named by its title so its buttons can be told apart. */
export function ReviewCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <article className="card review-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="review-card-title">
        {title}
      </h2>
      {children}
    </article>
  );
}
