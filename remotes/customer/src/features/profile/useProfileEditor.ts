import { useEffect, useRef, useState } from 'react';
import {
  CUSTOMER_MESSAGES,
  firstErrors,
  profileUpdateSchema,
  validateWith,
  type Profile,
  type ProfileUpdate,
} from '@portal/contracts';
import { CustomerRequestError, SERVER_MESSAGES } from '../data-source';
import { hasFieldFor, profileUpdateOf, profileValuesOf, type ProfileValues } from './profileValues';

export interface ProfileEditor {
  values: ProfileValues;
  editing: boolean;
  saving: boolean;
  /** The success message of the last save, until dismissed or Edit. */
  message: string | null;
  /** A refusal with no field of its own to stand next to. */
  error: string | null;
  /** Each refused field's message, keyed by its path (`bvn`, `directorInfo.0.ninOrBvn`). */
  fieldErrors: Record<string, string>;
  /** Counts refusals, so the form can move focus to the first field in error each time. */
  refusals: number;
  edit: () => void;
  cancel: () => void;
  change: <K extends keyof ProfileValues>(field: K, value: ProfileValues[K]) => void;
  /** Forgets the refusals of fields the customer has just changed. */
  clearErrors: (keys: (key: string) => boolean) => void;
  submit: () => Promise<void>;
  dismissMessage: () => void;
}

/**
 * Spec §4 profile cycle: read-only until Edit; Cancel restores what was saved; Save
 * checks the values with the contract's schema (the one the server checks with) and
 * sends them only when they pass. The saving state lasts as long as the call, and
 * the form then shows the profile as the server stored it. A refused save keeps
 * everything the customer typed.
 */
export function useProfileEditor(
  initial: Profile,
  save: (update: ProfileUpdate) => Promise<Profile>,
): ProfileEditor {
  const [saved, setSaved] = useState<ProfileValues>(() => profileValuesOf(initial));
  const [values, setValues] = useState<ProfileValues>(saved);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [refusals, setRefusals] = useState(0);
  const mounted = useRef(true);
  const inFlight = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const refuse = (errors: Record<string, string>, general: string | null) => {
    setFieldErrors(errors);
    setError(general);
    setRefusals((count) => count + 1);
  };

  const submit = async () => {
    if (inFlight.current) return;
    setMessage(null);
    const checked = validateWith(profileUpdateSchema, profileUpdateOf(values));
    if (!checked.ok) {
      refuse(firstErrors(checked.errors), null);
      return;
    }
    inFlight.current = true;
    setSaving(true);
    setError(null);
    setFieldErrors({});
    try {
      const stored = profileValuesOf(await save(checked.data));
      if (!mounted.current) return;
      setSaved(stored);
      setValues(stored);
      setEditing(false);
      setMessage(CUSTOMER_MESSAGES.profileUpdated);
    } catch (failure) {
      if (!mounted.current) return;
      const errors = failure instanceof CustomerRequestError ? firstErrors(failure.errors) : {};
      const unplaced = Object.keys(errors).some((key) => !hasFieldFor(key, values));
      const placedAny = Object.keys(errors).length > 0 && !unplaced;
      const text = failure instanceof CustomerRequestError ? failure.message : SERVER_MESSAGES.failed;
      refuse(errors, placedAny ? null : text);
    } finally {
      inFlight.current = false;
      if (mounted.current) setSaving(false);
    }
  };

  return {
    values,
    editing,
    saving,
    message,
    error,
    fieldErrors,
    refusals,
    edit: () => {
      setMessage(null);
      setError(null);
      setEditing(true);
    },
    cancel: () => {
      setValues(saved);
      setEditing(false);
      setError(null);
      setFieldErrors({});
    },
    change: (field, value) => setValues((previous) => ({ ...previous, [field]: value })),
    clearErrors: (keys) =>
      setFieldErrors((previous) => {
        const kept = Object.entries(previous).filter(([key]) => !keys(key));
        return kept.length === Object.keys(previous).length ? previous : Object.fromEntries(kept);
      }),
    submit,
    dismissMessage: () => setMessage(null),
  };
}
