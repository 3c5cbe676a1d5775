import { validateConfirmPassword, validateNewPassword } from '@portal/contracts';
import { TextField } from '@portal/ui';
import { PASSWORD_HINT } from './passwordHint';
import type { FieldProps, FieldRule } from './useFormFields';

type NewPasswordField = 'password' | 'confirmPassword';

/**
 * The rules of a new password and its confirmation, for a form's useFormFields:
 * the password must meet the password policy, and the confirmation must repeat it.
 */
export const NEW_PASSWORD_RULES: Readonly<Record<NewPasswordField, FieldRule<NewPasswordField>>> = {
  password: validateNewPassword,
  confirmPassword: (value, values) => validateConfirmPassword(value, values.password),
};

export interface NewPasswordFieldsProps {
  /** The labels the form's wording needs ("Password", "New Password"). */
  labels: { password: string; confirmPassword: string };
  /** The two fields' props from useFormFields' `field`. */
  password: FieldProps;
  confirmPassword: FieldProps;
}

/**
 * A new password and its confirmation (sign-up, reset): both typed hidden and
 * offered to the browser's password manager as a new password; the rules are said
 * under the first up front, and each field's error shows under it.
 */
export function NewPasswordFields({ labels, password, confirmPassword }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        {...password}
      />
      <TextField
        label={labels.confirmPassword}
        type="password"
        autoComplete="new-password"
        {...confirmPassword}
      />
    </>
  );
}
