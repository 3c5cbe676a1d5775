import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { keepTabInside, tabbableElements } from '../focus';
import './dialog.css';

export interface DialogProps {
  title: string;
  /** Shown under the title; also the dialog's accessible description. */
  description?: ReactNode;
  /** Escape and the Close button ask for this; the owner decides whether the dialog may close now. */
  onClose: () => void;
  /** Shows a Close (×) button beside the title. Without it the dialog's own buttons close it. */
  closeButton?: boolean;
  /** Added to the `dialog` class, for a dialog laid out differently. */
  className?: string;
  children: ReactNode;
}

/** Where focus starts: the first field, else the control marked `data-autofocus`, else the first control. */
function startingPoint(dialog: HTMLDialogElement): HTMLElement | undefined {
  return (
    dialog.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea') ??
    dialog.querySelector<HTMLElement>('[data-autofocus]') ??
    tabbableElements(dialog)[0]
  );
}

/**
 * A modal dialog on the native <dialog> element, labelled by its title: showModal()
 * makes the page behind inert and Tab wraps around inside it, so focus stays
 * inside; Escape asks to close it; when it goes, focus returns to the control that
 * opened it. It starts in its first field, or else on the control marked
 * `data-autofocus` (a final decision starts on Cancel, not on the decision), or
 * else on its first control.
 */
export function Dialog({
  title,
  description,
  onClose,
  closeButton = false,
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The browser's `cancel` event (Escape) is listened to from the effect; it must
  // reach the owner's current onClose without reopening the dialog when that changes.
  const requestClose = useEffectEvent(() => onClose());

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    startingPoint(dialog)?.focus();
    const onCancel = (event: Event) => {
      // The browser's own Escape handling would close the element behind React's back.
      event.preventDefault();
      requestClose();
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
      className={className ? `dialog ${className}` : 'dialog'}
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
        {closeButton && (
          <button type="button" className="dialog-close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        )}
      </div>
      {description && (
        <p id={descriptionId} className="dialog-description">
          {description}
        </p>
      )}
      {children}
    </dialog>
  );
}
