import { useEffect, useId, useRef, type ReactNode } from 'react';
import { keepTabInside, tabbableElements } from '@portal/ui';

export interface ModalDialogProps {
  title: string;
  /** Shown under the title; also the dialog's accessible description. */
  description?: ReactNode;
  /** Escape asks for this too; the owner decides whether the dialog may close now. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: the page behind is inert, Tab
 * stays inside, Escape closes it, and focus goes back to the control that opened
 * it. It starts in its first field, or else on the control marked
 * `data-autofocus` (a final decision starts on Cancel, not on the decision).
 */
export function ModalDialog({ title, description, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const start =
      dialog.querySelector<HTMLElement>('textarea, input:not([type="hidden"]), select') ??
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      tabbableElements(dialog)[0];
    start?.focus();
    const onCancel = (event: Event) => {
      // The browser's own Escape handling would close the element behind React's back.
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCloseRef.current();
        } else if (event.key === 'Tab') {
          keepTabInside(event);
        }
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {description && <p id={descriptionId}>{description}</p>}
      {children}
    </dialog>
  );
}
