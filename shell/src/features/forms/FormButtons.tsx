import type { MouseEvent, ReactNode } from 'react';

/**
 * Keeps focus in the field while the pointer is down on a button below it. Without
 * this the field's blur validation inserts an error line, the button moves down
 * before the pointer is released, and the click is lost.
 */
const keepFocusInField = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/**
 * A button of the forms: while its action runs it is aria-disabled rather than
 * disabled, so keyboard focus is not thrown out of the dialog; the form's lock
 * drops the repeated press.
 */
function FormButton({
  type,
  className,
  pending,
  onClick,
  children,
}: {
  type: 'submit' | 'button';
  className: string;
  pending?: boolean;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type={type}
      className={className}
      aria-disabled={pending || undefined}
      onMouseDown={keepFocusInField}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

export interface SubmitButtonProps {
  pending: boolean;
  label: string;
  pendingLabel: string;
}

/** The form's submit button: it shows the waiting label while a submission runs. */
export function SubmitButton({ pending, label, pendingLabel }: SubmitButtonProps) {
  return (
    <FormButton type="submit" className="btn auth-submit" pending={pending}>
      {pending ? pendingLabel : label}
    </FormButton>
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
    <FormButton type="button" className="btn btn-link" pending={pending} onClick={onClick}>
      {children}
    </FormButton>
  );
}
