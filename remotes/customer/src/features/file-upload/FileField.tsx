import type { ReactNode } from 'react';
import { FileDrop, type FileDropProgress } from '@portal/ui';
import { ACCEPT_ATTRIBUTE, selectionProblems, UPLOAD_HINT } from './fileRules';

export interface FileFieldProps {
  label: string;
  name: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Said above the input, e.g. why a new file is needed. */
  notice?: ReactNode;
  /** A refusal from elsewhere (the server's), shown when the selection itself is fine. */
  error?: string;
  /** While the chosen files are sent: a fraction 0–1, or 'indeterminate'. */
  progress?: FileDropProgress | null;
  /** The accepted selection; empty when nothing is chosen or the choice was refused. */
  onFilesChange: (files: File[]) => void;
}

/**
 * The customer's file field: the shared drop zone (drag and drop or the picker, each
 * file's name, size and type, Remove) with the portal's rules, refusing a selection
 * that is not a PDF, JPG/JPEG or PNG or is over 5MB (the spec states the limit; the
 * portal enforces it), with the reason next to the field. A refused selection is
 * kept out whole, so what the field lists is always what will be submitted.
 */
export function FileField({
  label,
  name,
  multiple = false,
  disabled,
  notice,
  error,
  progress,
  onFilesChange,
}: FileFieldProps) {
  return (
    <FileDrop
      label={label}
      name={name}
      accept={ACCEPT_ATTRIBUTE}
      hint={UPLOAD_HINT}
      multiple={multiple}
      disabled={disabled}
      notice={notice}
      error={error}
      check={selectionProblems}
      progress={progress}
      onFilesChange={onFilesChange}
    />
  );
}
