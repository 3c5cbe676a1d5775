import { fieldsSchema } from '@portal/contracts/formSchemas';
import { validateConfirmPassword, validateName, validateNewPassword } from '@portal/contracts/validation';

export type InvitationField = 'name' | 'password' | 'confirmPassword';

/** The spec's sign-up rules for a name and a new password (the server's too), with its confirmation. */
export const invitationFormSchema = fieldsSchema<InvitationField>({
  name: validateName,
  password: validateNewPassword,
  confirmPassword: (value, values) => validateConfirmPassword(value, values.password),
});
