import {
  CUSTOMER_MESSAGES,
  firstErrors,
  profileUpdateSchema,
  validateWith,
  type Profile,
  type ProfileUpdate,
} from '@portal/contracts';
import { useEditableForm, type EditableForm } from '@portal/ui';
import { RequestError, SERVER_MESSAGES } from '../../api';
import { hasFieldFor, profileUpdateOf, profileValuesOf, type ProfileValues } from './profileValues';

export type ProfileEditor = EditableForm<ProfileValues>;

/** A refused save: next to the fields when the form has them all; otherwise said above it. */
function profileRefusal(failure: unknown, values: ProfileValues) {
  const fields = failure instanceof RequestError ? firstErrors(failure.errors) : {};
  const unplaced = Object.keys(fields).some((key) => !hasFieldFor(key, values));
  const placedAny = Object.keys(fields).length > 0 && !unplaced;
  const text = failure instanceof RequestError ? failure.message : SERVER_MESSAGES.failed;
  return { fields, message: placedAny ? null : text };
}

/**
 * The profile's edit cycle: read-only until Edit; Cancel restores what was saved; Save
 * checks the values with the contract's schema (the one the server checks with) and
 * sends them only when they pass. The saving state lasts as long as the call, and
 * the form then shows the profile as the server stored it. A refused save keeps
 * everything the customer typed.
 */
export function useProfileEditor(
  initial: Profile,
  save: (update: ProfileUpdate) => Promise<Profile>,
): ProfileEditor {
  return useEditableForm({
    initial: profileValuesOf(initial),
    check: (values: ProfileValues) => validateWith(profileUpdateSchema, profileUpdateOf(values)),
    save,
    valuesOf: profileValuesOf,
    refusalOf: profileRefusal,
    successMessage: CUSTOMER_MESSAGES.profileUpdated,
  });
}
