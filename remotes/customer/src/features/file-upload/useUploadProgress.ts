import { useCallback, useState } from 'react';
import type { UploadProgress } from '@portal/auth';
import type { FileDropProgress } from '@portal/ui';

/**
 * The most a field shows before the server has answered. Every byte sent is not yet
 * done (the server may still refuse the files), so the label stops at 99%; the page
 * says "done" only with the server's answer.
 */
export const MOST_SHOWN_BEFORE_ANSWER = 0.99;

/**
 * What a file field shows: nothing while nothing is being sent, "Uploading…" until the
 * upload first reports (or where the browser gives no reports), then the share sent.
 */
export function shownUploadProgress(sending: boolean, sent: number | null): FileDropProgress | null {
  if (!sending) return null;
  if (sent === null) return 'indeterminate';
  return Math.min(Math.max(sent, 0), MOST_SHOWN_BEFORE_ANSWER);
}

export interface UploadProgressTracker {
  /** For the data source's upload: hears the share of the bytes sent (0–1). */
  onProgress: UploadProgress;
  /** As a send starts: nothing is reported for it yet (the last send's share is forgotten). */
  restart: () => void;
  /** The FileField's `progress` while `sending` (see shownUploadProgress). */
  progressWhile: (sending: boolean) => FileDropProgress | null;
}

/**
 * The upload progress of one form's file fields (documents, invoice, funding proof):
 * the data source reports into it, the fields show it through FileField's `progress`.
 */
export function useUploadProgress(): UploadProgressTracker {
  // The share of the bytes sent, once the upload has reported any (null until then).
  const [sent, setSent] = useState<number | null>(null);
  const onProgress = useCallback((fraction: number) => setSent(fraction), []);
  const restart = useCallback(() => setSent(null), []);
  return { onProgress, restart, progressWhile: (sending) => shownUploadProgress(sending, sent) };
}
