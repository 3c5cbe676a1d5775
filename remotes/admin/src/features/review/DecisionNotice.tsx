import { useEffect, useRef } from 'react';
import { Alert } from '@portal/ui';
import type { Notice } from './notice';

export interface DecisionNoticeProps {
  notice: Notice | null;
  onDismiss: () => void;
  /**
   * False while a modal dialog is open: the page behind it is inert and cannot take
   * focus, so the new notice takes it once the dialog has closed.
   */
  canTakeFocus?: boolean;
}

/**
 * The alert after a decision: a message in the page (role alert or status) that can
 * be dismissed, never a browser `alert()` that blocks the page. The button that was pressed disappears with
 * the decision, so focus moves here instead of being lost to the page; each
 * notice takes focus once.
 */
export function DecisionNotice({ notice, onDismiss, canTakeFocus = true }: DecisionNoticeProps) {
  const region = useRef<HTMLDivElement>(null);
  const focused = useRef<number | undefined>(undefined);
  const noticeId = notice?.id;

  useEffect(() => {
    if (noticeId === undefined || !canTakeFocus || focused.current === noticeId) return;
    focused.current = noticeId;
    region.current?.focus();
  }, [noticeId, canTakeFocus]);

  if (!notice) return null;
  return (
    <div ref={region} tabIndex={-1} className="decision-notice">
      <Alert tone={notice.tone} onDismiss={onDismiss}>
        {notice.text}
      </Alert>
    </div>
  );
}
