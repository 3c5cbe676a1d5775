import { useCallback, useState, type ChangeEvent } from 'react';

/** A field's rule: the message of the first rule broken, or undefined when valid. */
export type FieldRule<K extends string> = (
  value: string,
  values: Readonly<Record<K, string>>,
) => string | undefined;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

export interface FormFields<K extends string> {
  values: Readonly<Record<K, string>>;
  errors: FieldErrors<K>;
  /** Spreads onto a TextField: its value, its error, and the blur and typing behaviour below. */
  field: (name: K) => FieldProps;
  setValue: (name: K, value: string) => void;
  /** Checks every field at once (as submit does), shows the errors and focuses the first. */
  validateAll: () => boolean;
  /** Shows errors that came from elsewhere (the server) under their fields. */
  showErrors: (errors: FieldErrors<K>) => void;
  /** Moves focus to a field of the form; false while the form is not on the page yet. */
  focus: (name: K) => boolean;
  /** Pass as the <form>'s ref; the form is where the field to focus is looked up. */
  attachForm: (form: HTMLFormElement | null) => void;
}

/**
 * How the shell's forms validate: a field's error appears when it loses focus,
 * disappears as soon as it is typed in, and submit checks every field at once.
 */
export function useFormFields<K extends string>(
  rules: Readonly<Record<K, FieldRule<K>>>,
  initialValues: Readonly<Record<K, string>>,
): FormFields<K> {
  const [values, setValues] = useState<Record<K, string>>({ ...initialValues });
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  // The form element is state, not a ref: nothing here is read from a ref while rendering.
  const [form, attachForm] = useState<HTMLFormElement | null>(null);

  const setValue = useCallback((name: K, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
  }, []);

  const validateAll = () => {
    const names = Object.keys(rules) as K[];
    const next: FieldErrors<K> = {};
    for (const name of names) next[name] = rules[name](values[name], values);
    setErrors(next);
    const firstInvalid = names.find((name) => next[name]);
    if (firstInvalid) focusField(form, firstInvalid);
    return firstInvalid === undefined;
  };

  const field = (name: K): FieldProps => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event) => setValue(name, event.target.value),
    onBlur: () => setErrors((previous) => ({ ...previous, [name]: rules[name](values[name], values) })),
  });

  return {
    values,
    errors,
    field,
    setValue,
    validateAll,
    showErrors: setErrors,
    focus: (name) => focusField(form, name),
    attachForm,
  };
}

function focusField(form: HTMLFormElement | null, name: string): boolean {
  const element = form?.elements.namedItem(name);
  if (!(element instanceof HTMLElement)) return false;
  element.focus();
  return true;
}
