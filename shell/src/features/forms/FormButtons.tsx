import type { MouseEvent, ReactNode } from 'react';

/**
 * Keeps focus in the field while the pointer is down on a button below it. Without
 * this the field's blur validation inserts an error line, the button moves down
 * before the pointer is released, and the click is lost.
 */
const keepFocusInField = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

export interface SubmitButtonProps {
  pending: boolean;
  label: string;
  pendingLabel: string;
}

/**
 * The form's submit button. While a submission runs it shows the waiting label and
 * is aria-disabled rather than disabled, so keyboard focus is not thrown out of the
 * dialog; the form's lock drops the repeated submit.
 */
export function SubmitButton({ pending, label, pendingLabel }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="btn auth-submit"
      aria-disabled={pending || undefined}
      onMouseDown={keepFocusInField}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

export interface LinkButtonProps {
  onClick: () => void;
  children: ReactNode;
  pending?: boolean;
}

/** A text-styled button: a switch to another modal or a secondary action. */
export function LinkButton({ onClick, children, pending }: LinkButtonProps) {
  return (
    <button
      type="button"
      className="btn btn-link"
      aria-disabled={pending || undefined}
      onMouseDown={keepFocusInField}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
