import './uploadStatus.css';

/** Upload progress the caller knows: a fraction 0–1, or 'indeterminate' while only "uploading" is known. */
export type FileDropProgress = number | 'indeterminate';

export interface UploadStatusProps {
  /** What is being sent, as its field is labelled: the bar is named "Uploading <label>". */
  label: string;
  progress: FileDropProgress;
}

/**
 * A file's upload as it goes: a labelled progress bar with "Uploading… N%", or only
 * "Uploading…" (an indeterminate bar) while the share sent is not known. FileDrop shows
 * it under its chosen files; a page that sends a file chosen elsewhere (a review step)
 * shows the same one.
 */
export function UploadStatus({ label, progress }: UploadStatusProps) {
  // The class keeps FileDrop's name: this markup is what FileDrop has always shown.
  return (
    <div className="file-drop-progress" role="status">
      {progress === 'indeterminate' ? (
        <>
          <progress aria-label={`Uploading ${label}`} />
          <span>Uploading…</span>
        </>
      ) : (
        <>
          <progress aria-label={`Uploading ${label}`} max={1} value={progress} />
          <span>Uploading… {Math.round(progress * 100)}%</span>
        </>
      )}
    </div>
  );
}
