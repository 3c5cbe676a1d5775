import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { useDropzone } from 'react-dropzone';
import { Icon } from '../Icon';
import { FileUp, X } from '../icons';
import { describeFileType, formatFileSize } from './formatFileSize';
import { UploadStatus, type FileDropProgress } from './UploadStatus';
import './fileDrop.css';

export type { FileDropProgress };

export interface FileDropProps {
  label: string;
  name: string;
  /** For the input's `accept`, e.g. ".pdf,.jpg,.jpeg,.png": steers the picker only. */
  accept: string;
  /** The accepted types and the size limit, said under the field. */
  hint: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Said above the field, e.g. what to redo. */
  notice?: ReactNode;
  /** A refusal from elsewhere (the server's), shown when the selection itself is fine. */
  error?: string;
  /** Why each refused file is refused; a selection with any problem is refused whole. */
  check: (files: readonly File[]) => string[];
  /** While the chosen files are being sent. */
  progress?: FileDropProgress | null;
  /** The files chosen now; empty when nothing is chosen or the choice was refused. */
  onFilesChange: (files: File[]) => void;
}

// Visually hidden but focusable: the native input stays the control (keyboard, label,
// screen readers, and the browser tests' setInputFiles); the zone around it is the look.
const HIDDEN_INPUT: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * A labelled file field that takes files by drag and drop or the picker, lists each
 * chosen file with its name, size and type and a Remove button, says the accepted
 * types and limit, shows why a selection was refused next to it, and the upload's
 * progress when the caller has it. A multiple field adds to its list; a single one
 * replaces its file.
 */
export function FileDrop({
  label,
  name,
  accept,
  hint,
  multiple = false,
  disabled = false,
  notice,
  error,
  check,
  progress = null,
  onFilesChange,
}: FileDropProps) {
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const shown = problems.length > 0 ? problems : error ? [error] : [];

  const change = (next: File[]) => {
    setFiles(next);
    onFilesChange(next);
  };

  const take = (dropped: File[]) => {
    const refused = check(dropped);
    setProblems(refused);
    if (refused.length > 0) {
      // Nothing of a refused selection is kept, so what is listed is what will be sent.
      if (inputRef.current) inputRef.current.value = '';
      if (!multiple) change([]);
      return;
    }
    if (dropped.length === 0) return;
    change(
      multiple
        ? [...files, ...dropped.filter((file) => !files.some((kept) => sameFile(kept, file)))]
        : dropped.slice(0, 1),
    );
  };

  const { getRootProps, getInputProps, isDragActive, inputRef } = useDropzone({
    onDrop: (accepted, rejected) => take([...accepted, ...rejected.map((rejection) => rejection.file)]),
    multiple,
    disabled,
    // The native input keeps the keyboard (Enter/Space opens the picker); the zone adds clicks and drops.
    noKeyboard: true,
  });

  const remove = (file: File) => {
    setProblems([]);
    if (inputRef.current) inputRef.current.value = '';
    change(files.filter((kept) => kept !== file));
  };

  const describedBy = [notice ? `${id}-notice` : null, `${id}-hint`, shown.length > 0 ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="field file-drop-field">
      <label htmlFor={id}>{label}</label>
      {notice && (
        <p id={`${id}-notice`} className="field-notice">
          {notice}
        </p>
      )}
      <div
        {...getRootProps({
          className: `file-drop${isDragActive ? ' file-drop-active' : ''}${disabled ? ' file-drop-disabled' : ''}${shown.length > 0 ? ' file-drop-invalid' : ''}`,
        })}
      >
        <input
          {...getInputProps({
            id,
            name,
            accept,
            tabIndex: 0,
            style: HIDDEN_INPUT,
            'aria-label': undefined,
            'aria-invalid': shown.length > 0 ? true : undefined,
            'aria-describedby': describedBy,
          })}
        />
        <Icon icon={FileUp} />
        <span className="file-drop-prompt">
          {isDragActive
            ? `Drop the ${multiple ? 'files' : 'file'} here`
            : `Drag ${multiple ? 'files' : 'a file'} here or `}
          {!isDragActive && (
            <span className="file-drop-choose" aria-hidden="true">
              choose {multiple ? 'files' : 'a file'}
            </span>
          )}
        </span>
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {multiple ? `You can choose several files. ${hint}` : hint}
      </p>
      {files.length > 0 && (
        <ul className="file-drop-list" aria-label={`Chosen for ${label}`}>
          {files.map((file) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className="file-drop-item">
              <span className="file-drop-name">{file.name}</span>
              <span className="file-drop-meta">
                {formatFileSize(file.size)} · {describeFileType(file)}
              </span>
              <button
                type="button"
                className="btn btn-secondary file-drop-remove"
                aria-label={`Remove ${file.name}`}
                disabled={disabled}
                onClick={() => remove(file)}
              >
                <Icon icon={X} />
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {progress !== null && files.length > 0 && <UploadStatus label={label} progress={progress} />}
      {shown.length > 0 && (
        <div id={`${id}-error`} className="field-error" role="alert">
          {shown.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
    </div>
  );
}
