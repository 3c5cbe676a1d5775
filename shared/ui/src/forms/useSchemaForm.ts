import { useState, type ChangeEvent } from 'react';
import { useForm, type DefaultValues, type Path, type PathValue } from 'react-hook-form';
import type { FormSchema } from '@portal/contracts';
import { schemaResolver } from './schemaResolver';

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

/**
 * The one way the portal's forms of text fields work, on react-hook-form with one of
 * the contracts' form schemas: a field's error appears when it loses focus, disappears
 * as soon as it is typed in, and submit checks every field at once and focuses the
 * first refused one (in the order of `initialValues`).
 */
export function useSchemaForm<K extends string>(
  schema: FormSchema<Record<K, string>>,
  initialValues: Readonly<Record<K, string>>,
): SchemaForm<K> {
  type Values = Record<K, string>;
  const form = useForm<Values>({
    defaultValues: { ...initialValues } as DefaultValues<Values>,
    resolver: schemaResolver(schema),
    // Errors come and go only as described above: on blur, on typing, on submit.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { clearErrors, getFieldState, setError, trigger, watch } = form;
  // The fields are the schema's keys; react-hook-form's path type cannot see that K is one.
  const at = (name: K) => name as unknown as Path<Values>;
  // Every field, read on each render: the form re-renders as it is typed in, by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const values = watch();
  const { errors: fieldErrors } = form.formState;
  // The form element is state, not a ref: nothing here is read from a ref while rendering.
  const [element, attachForm] = useState<HTMLFormElement | null>(null);
  const names = Object.keys(initialValues) as K[];

  const setValue = (name: K, value: string) => {
    form.setValue(at(name), value as PathValue<Values, Path<Values>>);
    clearErrors(at(name));
  };

  const errors: FormErrors<K> = {};
  for (const name of names) {
    const message = (fieldErrors as Partial<Record<K, { message?: string }>>)[name]?.message;
    if (message) errors[name] = message;
  }

  const validateAll = async () => {
    const valid = await trigger();
    const firstInvalid = names.find((name) => getFieldState(at(name)).error);
    if (firstInvalid) focusField(element, firstInvalid);
    return valid;
  };

  const showErrors = (shown: FormErrors<K>) => {
    clearErrors();
    for (const name of names) {
      const message = shown[name];
      if (message) setError(at(name), { type: 'server', message });
    }
  };

  return {
    values,
    errors,
    field: (name) => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (event) => setValue(name, event.target.value),
      onBlur: () => void trigger(at(name)),
    }),
    setValue,
    validateAll,
    showErrors,
    focus: (name) => focusField(element, name),
    attachForm,
    reset: (next) => form.reset(next ?? { ...initialValues }),
  };
}

function focusField(form: HTMLFormElement | null, name: string): boolean {
  const element = form?.elements.namedItem(name);
  if (!(element instanceof HTMLElement)) return false;
  element.focus();
  return true;
}
