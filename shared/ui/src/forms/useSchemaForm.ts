import { useCallback, useState, type ChangeEvent } from 'react';
import type { FormSchema } from '@portal/contracts/formSchemas';
import { portalMessage } from './portalMessage';

export type FormErrors<K extends string> = Partial<Record<K, string>>;

export interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

export interface SchemaForm<K extends string> {
  values: Readonly<Record<K, string>>;
  errors: FormErrors<K>;
  /** Spreads onto a TextField: its value, its error, and the blur and typing behaviour below. */
  field: (name: K) => FieldProps;
  setValue: (name: K, value: string) => void;
  /** Checks every field at once (as submit does), shows the errors and focuses the first. */
  validateAll: () => Promise<boolean>;
  /** Shows errors that came from elsewhere (the server) under their fields, in place of the shown ones. */
  showErrors: (errors: FormErrors<K>) => void;
  /** Moves focus to a field of the form; false while the form is not on the page yet. */
  focus: (name: K) => boolean;
  /** Pass as the <form>'s ref; the form is where the field to focus is looked up. */
  attachForm: (form: HTMLFormElement | null) => void;
  /** Puts every field back to `values` (or the first values) and forgets the errors. */
  reset: (values?: Record<K, string>) => void;
}

/** Each refused field's first message, by the contract's form schema (Standard Schema v1). */
function check<K extends string>(
  schema: FormSchema<Record<K, string>>,
  values: Record<K, string>,
): FormErrors<K> {
  const result = schema['~standard'].validate(values);
  const errors: FormErrors<K> = {};
  for (const issue of result.issues ?? []) {
    const name = issue.path.map(String).join('.') as K;
    errors[name] ??= portalMessage(issue.message);
  }
  return errors;
}

/**
 * The one way the shell's and shared/ui's forms of text fields work, with one of the
 * contracts' form schemas (Standard Schema v1, the interface react-hook-form's
 * `standardSchemaResolver` reads): a field's error appears when it loses focus,
 * disappears as soon as it is typed in, and submit checks every field at once and
 * focuses the first refused one (in the order of `initialValues`).
 *
 * Not on react-hook-form: the shell's auth modals use it and are fetched on every
 * first visit of `/`, whose 130 KB goal react-hook-form (12.1 KB gzip) does not fit
 * (139.6 KB measured with it; docs/benchmarks.md). Its API is react-hook-form's
 * shape of the same job, so a form can move to useForm where the bytes allow.
 */
export function useSchemaForm<K extends string>(
  schema: FormSchema<Record<K, string>>,
  initialValues: Readonly<Record<K, string>>,
): SchemaForm<K> {
  const [values, setValues] = useState<Record<K, string>>({ ...initialValues });
  const [errors, setErrors] = useState<FormErrors<K>>({});
  // The form element is state, not a ref: nothing here is read from a ref while rendering.
  const [form, attachForm] = useState<HTMLFormElement | null>(null);
  const names = Object.keys(initialValues) as K[];

  const setValue = useCallback((name: K, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
  }, []);

  const validateAll = () => {
    const found = check(schema, values);
    setErrors(found);
    const firstInvalid = names.find((name) => found[name]);
    if (firstInvalid) focusField(form, firstInvalid);
    return Promise.resolve(firstInvalid === undefined);
  };

  const field = (name: K): FieldProps => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event) => setValue(name, event.target.value),
    onBlur: () => setErrors((previous) => ({ ...previous, [name]: check(schema, values)[name] })),
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
    reset: (next) => {
      setValues({ ...(next ?? initialValues) });
      setErrors({});
    },
  };
}

function focusField(form: HTMLFormElement | null, name: string): boolean {
  const element = form?.elements.namedItem(name);
  if (!(element instanceof HTMLElement)) return false;
  element.focus();
  return true;
}
