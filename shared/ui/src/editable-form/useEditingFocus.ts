import { useEffect, useRef } from 'react';

/**
 * Keeps keyboard users where the work is while an editable form changes mode: the
 * button pressed disappears with the mode, so Edit moves focus to the first field
 * that can be typed in, and Cancel or a finished Save moves it back to Edit; after
 * each refused save (`refusals` counts them) it goes to the first field in error.
 * Attach `formRef` to the <form> and `editRef` to the Edit button.
 */
export function useEditingFocus(editing: boolean, refusals: number) {
  const formRef = useRef<HTMLFormElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);

  useEffect(() => {
    if (wasEditing.current === editing) return;
    wasEditing.current = editing;
    if (editing) formRef.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    else editRef.current?.focus();
  }, [editing]);

  // Without a field in error (the server refused the whole save) the alert above says why.
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  return { formRef, editRef };
}

/** A field that can be typed in: a read-only one (the sign-in e-mail) is skipped. */
const FIRST_FIELD = 'input:not([readonly]):not([type="hidden"]), select, textarea:not([readonly])';
