import { TextField, type FieldProps } from '@portal/ui';
import { PASSWORD_HINT } from './passwordHint';

export interface NewPasswordFieldsProps {
  /** The labels the form's wording needs ("Password", "New password"). */
  labels: { password: string; confirmPassword: string };
  /** The two fields' props from useSchemaForm's `field` (with the contracts' newPasswordFormSchema). */
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
