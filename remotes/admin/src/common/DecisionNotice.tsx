import { useEffect, useRef } from 'react';
import { Alert } from '@portal/ui';
import type { Notice } from './useReviewQueue';

/**
 * The alert after a decision (D19). The button that was pressed disappears with
 * the decision, so focus moves here instead of being lost to the page.
 */
export function DecisionNotice({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  const region = useRef<HTMLDivElement>(null);
  const noticeId = notice?.id;

  useEffect(() => {
    if (noticeId !== undefined) region.current?.focus();
  }, [noticeId]);

  if (!notice) return null;
  return (
    <div ref={region} tabIndex={-1} className="decision-notice">
      <Alert tone={notice.tone} onDismiss={onDismiss}>
        {notice.text}
      </Alert>
    </div>
  );
}
