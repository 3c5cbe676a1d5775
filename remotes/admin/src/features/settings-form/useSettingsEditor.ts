import { useRef, useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useWatch, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { firstErrors } from '@portal/contracts/fieldErrors';
import { stepUpFromTyped, type StepUp } from '@portal/contracts/stepUp';
import { adminKeys, RequestError, SERVER_MESSAGES } from '../../api';
import { useContractForm, type ContractSchema } from '@portal/ui';
import { fieldErrorsOf } from '../forms';
import { stepUpRefusal } from '../step-up';

export interface SettingsEditorOptions<Values extends FieldValues, Body, View> {
  /** The values as last saved (the server's), shown read-only and restored by Cancel. */
  initial: Values;
  /** The contract's schema, the one the server checks with. */
  schema: ContractSchema<Body>;
  /**
   * Sends the checked body with the step-up typed in the same form (issue 22: every setting
   * here moves money); resolves with what the server stored.
   */
  save: (body: Body, stepUp: StepUp) => Promise<View>;
  /** The form's values of what the server stored (normalised: SWIFT upper case, checksummed addresses). */
  valuesOf: (view: View) => Values;
  /** The query holding the setting: a save puts the server's answer there. */
  queryKey: QueryKey;
  /** Said after a save; a function when the answer decides it (a change may wait for approval). */
  successMessage: string | ((view: View) => string);
}

/** The read-only → Edit → Cancel/Save cycle of a setting, as EditableSection and EditSaveControls show it. */
export interface SettingsEditor<Values> {
  /** The values as last saved. */
  saved: Values;
  values: Values;
  editing: boolean;
  saving: boolean;
  /** The success message of the last save, until dismissed or Edit. */
  message: string | null;
  /** A refusal with no field of its own to stand next to. */
  error: string | null;
  /** Each refused field's message, keyed by its name (`stepUp`: the authentication code's). */
  fieldErrors: Record<string, string>;
  /** The "Authentication code" typed for this save (used once: emptied after a save). */
  stepUpCode: string;
  changeStepUpCode: (value: string) => void;
  /** Counts refusals, so the form can move focus to the first field in error each time. */
  refusals: number;
  edit: () => void;
  cancel: () => void;
  change: <K extends Path<Values>>(field: K, value: PathValue<Values, K>) => void;
  submit: () => Promise<void>;
  dismissMessage: () => void;
}

const STEP_UP_FIELD = 'stepUp';

/**
 * A refused save: each refused field next to its input, a refused or missing code next to the
 * code field (read as every step-up form reads it); anything else said above the form.
 */
function settingsRefusal(failure: unknown, values: object) {
  const stepUp = stepUpRefusal(failure);
  const errors: Record<string, string> = failure instanceof RequestError ? firstErrors(failure.errors) : {};
  const refused = Object.entries(errors).filter(([key]) => !(stepUp !== null && key === STEP_UP_FIELD));
  const fields: Record<string, string> = Object.fromEntries(refused.filter(([key]) => key in values));
  if (stepUp !== null) fields[STEP_UP_FIELD] = stepUp;
  const text = failure instanceof Error && failure.message ? failure.message : SERVER_MESSAGES.failed;
  const allPlaced = Object.keys(fields).length > 0 && refused.every(([key]) => key in values);
  return { fields, message: allPlaced ? null : text };
}

/**
 * Edit/Cancel/Save over a setting kept on the server: the values in a react-hook-form
 * form checked with the contract's schema (nothing is sent while a field is refused),
 * the save a mutation that puts the stored setting in its query and marks the
 * dashboard's recent activity stale (a settings change is audited). The admin fixing
 * a field clears that field's refusal; a second Save while saving is ignored.
 */
export function useSettingsEditor<Values extends FieldValues, Body, View>({
  initial,
  schema,
  save,
  valuesOf,
  queryKey,
  successMessage,
}: SettingsEditorOptions<Values, Body, View>): SettingsEditor<Values> {
  const client = useQueryClient();
  const form = useContractForm<Values, Body>(schema, {
    defaultValues: initial as DefaultValues<Values>,
    // Focus goes to the first refused field through EditableSection (the fields are not registered).
    shouldFocusError: false,
  });
  const [saved, setSaved] = useState<Values>(initial);
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const [stepUpCode, setStepUpCode] = useState('');
  const [stepUpError, setStepUpError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (body: Body) => save(body, stepUpFromTyped(stepUpCode)),
    onSuccess: (view) => {
      client.setQueryData(queryKey, view);
      void client.invalidateQueries({ queryKey: adminKeys.recentActivity });
    },
  });
  const values = useWatch({ control: form.control }) as Values;

  const refused = () => setRefusals((count) => count + 1);

  const send = async (body: Body) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setError(null);
    try {
      const view = await mutation.mutateAsync(body);
      const stored = valuesOf(view);
      setSaved(stored);
      form.reset(stored);
      setStepUpCode('');
      setEditing(false);
      setMessage(typeof successMessage === 'string' ? successMessage : successMessage(view));
    } catch (failure) {
      const refusal = settingsRefusal(failure, form.getValues());
      for (const [field, text] of Object.entries(refusal.fields)) {
        if (field === STEP_UP_FIELD) setStepUpError(text);
        else form.setError(field as Path<Values>, { type: 'server', message: text });
      }
      setError(refusal.message);
      refused();
    } finally {
      inFlight.current = false;
    }
  };

  return {
    saved,
    values,
    editing,
    saving: mutation.isPending,
    message,
    error,
    fieldErrors: {
      ...fieldErrorsOf(form.formState.errors),
      ...(stepUpError ? { [STEP_UP_FIELD]: stepUpError } : {}),
    },
    stepUpCode,
    changeStepUpCode: (value) => {
      setStepUpCode(value);
      setStepUpError(null);
    },
    refusals,
    edit: () => {
      setMessage(null);
      setError(null);
      setEditing(true);
    },
    cancel: () => {
      form.reset(saved);
      setStepUpCode('');
      setStepUpError(null);
      setEditing(false);
      setError(null);
    },
    change: (field, value) => {
      form.setValue(field, value);
      form.clearErrors(field);
    },
    submit: async () => {
      if (inFlight.current) return;
      setMessage(null);
      await form.handleSubmit(send, refused)();
    },
    dismissMessage: () => setMessage(null),
  };
}
