import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ModalPortal } from './ModalPortal';
import { keepTabInside } from '@portal/ui';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Shown under the title; also the dialog's accessible description. */
  description?: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the
 * page inert and Tab wraps around inside it, so focus stays inside; Escape closes
 * it; focus goes back to what opened it. Rendered through the modal mount point.
 */
export function Dialog({ title, description, onClose, children }: DialogProps) {
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
    // showModal() focuses the first focusable element, which is the Close button; a
    // dialog with a form starts in its first field instead.
    dialog.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
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
    <ModalPortal>
      <dialog
        ref={ref}
        className="dialog"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
            return;
          }
          keepTabInside(event);
        }}
      >
        <div className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="dialog-close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        {description && (
          <p id={descriptionId} className="muted">
            {description}
          </p>
        )}
        {children}
      </dialog>
    </ModalPortal>
  );
}
