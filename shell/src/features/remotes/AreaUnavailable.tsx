import { useEffect, useRef } from 'react';

export interface AreaUnavailableProps {
  label: string;
  onRetry: () => void;
}

/** What stands in for an area whose remote cannot be loaded or has crashed. */
export function AreaUnavailable({ label, onRetry }: AreaUnavailableProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="container area-unavailable" aria-labelledby="area-unavailable-title">
      <div className="card" role="alert">
        <h1 id="area-unavailable-title" tabIndex={-1} ref={heading}>
          {label} is unavailable right now
        </h1>
        <p className="muted">The rest of the portal still works. Check your connection, then try again.</p>
        <button type="button" className="btn" onClick={onRetry}>
          Retry
        </button>
      </div>
    </section>
  );
}
