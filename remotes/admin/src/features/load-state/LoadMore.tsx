import { Alert } from '@portal/ui';

/** Whether older rows can be read, and how the last read of them went. */
export interface MorePages {
  /** The server has older rows than those shown. */
  available: boolean;
  loading: boolean;
  /** The last attempt failed; the admin may try again. */
  failed: boolean;
  load: () => void;
}

export interface LoadMoreProps {
  more: MorePages;
  /** Names the rows, e.g. "payment requests". */
  what: string;
  onLoad: () => void;
}

/**
 * "Load more" while the server has older rows. The button stays while the page is
 * read (marked busy rather than disabled, so focus stays on it), and a failed read
 * says so and leaves the button to try again.
 */
export function LoadMore({ more, what, onLoad }: LoadMoreProps) {
  if (!more.available) return null;
  return (
    <div className="load-more" data-load-more>
      {more.failed && <Alert tone="error">More {what} could not be loaded. Please try again.</Alert>}
      <button
        type="button"
        className="btn btn-secondary"
        aria-busy={more.loading}
        aria-disabled={more.loading}
        onClick={() => {
          if (!more.loading) onLoad();
        }}
      >
        {more.loading ? 'Loading more…' : 'Load more'}
      </button>
    </div>
  );
}
