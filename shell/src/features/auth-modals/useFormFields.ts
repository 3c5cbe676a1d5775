import { useCallback, useRef, useState, type ChangeEvent, type RefObject } from 'react';

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
  /** Spreads onto a TextField: value, error and the blur/typing behaviour of spec §5. */
  field: (name: K) => FieldProps;
  setValue: (name: K, value: string) => void;
  /** Checks every field (spec §5: submit validates all), shows the errors and focuses the first. */
  validateAll: () => boolean;
  /** Shows errors that came from elsewhere (the server) under their fields. */
  showErrors: (errors: FieldErrors<K>) => void;
  /** Attach to the <form>; used to find the field to focus. */
  formRef: RefObject<HTMLFormElement | null>;
}

/**
 * The validation behaviour of spec §5: a field's error appears when it loses focus,
 * disappears as soon as it is typed in, and submit checks every field at once.
 */
export function useFormFields<K extends string>(
  rules: Readonly<Record<K, FieldRule<K>>>,
  initialValues: Readonly<Record<K, string>>,
): FormFields<K> {
  const [values, setValues] = useState<Record<K, string>>({ ...initialValues });
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const formRef = useRef<HTMLFormElement>(null);

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
    if (firstInvalid) focusField(formRef.current, firstInvalid);
    return firstInvalid === undefined;
  };

  const field = (name: K): FieldProps => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event) => setValue(name, event.target.value),
    onBlur: () => setErrors((previous) => ({ ...previous, [name]: rules[name](values[name], values) })),
  });

  return { values, errors, field, setValue, validateAll, showErrors: setErrors, formRef };
}

function focusField(form: HTMLFormElement | null, name: string): void {
  const element = form?.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}
