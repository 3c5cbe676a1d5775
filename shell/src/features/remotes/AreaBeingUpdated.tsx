import { useEffect, useRef } from 'react';

export interface AreaBeingUpdatedProps {
  label: string;
  /** Loads the page again; by default the browser's reload. */
  onReload?: () => void;
}

// A reload, not a Retry: whichever side is behind (this shell or the remote), the page
// loaded again takes both as they are deployed now (the shell's page and every
// remoteEntry.js are served no-cache).
const reloadPage = () => window.location.reload();

/**
 * What stands in for an area whose remote was built against another major of the
 * contracts than the shell (issue 24 point 6): during a deployment one side is briefly
 * ahead, so this says the area is coming back rather than that it failed.
 */
export function AreaBeingUpdated({ label, onReload = reloadPage }: AreaBeingUpdatedProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="container area-unavailable" aria-labelledby="area-being-updated-title">
      <div className="card" role="status">
        <h1 id="area-being-updated-title" tabIndex={-1} ref={heading}>
          This area is being updated
        </h1>
        <p className="muted">{label} will be back shortly. The rest of the portal still works.</p>
        <button type="button" className="btn" onClick={onReload}>
          Reload
        </button>
      </div>
    </section>
  );
}
