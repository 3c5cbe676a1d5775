import {
  CODE_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
} from './security';
import {
  validateConfirmPassword,
  validateEmail,
  validateLoginPassword,
  validateName,
  validateNewPassword,
  validateOtp,
} from './validation';

/**
 * The forms' schemas: the spec's field rules (validation.ts, the server's too) as
 * Standard Schema v1 objects, which react-hook-form's `standardSchemaResolver` reads.
 * Built from the plain rules rather than zod, so a form that uses one (the shell's
 * sign-in modals) downloads no schema library.
 */

/** One refused field of a Standard Schema answer. */
export interface FormIssue {
  readonly message: string;
  readonly path: readonly PropertyKey[];
}

export type FormSchemaResult<Values> =
  { readonly value: Values; readonly issues?: undefined } | { readonly issues: readonly FormIssue[] };

/** The Standard Schema v1 interface (https://standardschema.dev), as much of it as a form needs. */
export interface FormSchema<Values> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'portal';
    readonly validate: (value: unknown) => FormSchemaResult<Values>;
    readonly types?: { readonly input: Values; readonly output: Values };
  };
}

/** A field's rule: the message of the first rule broken, or undefined when valid. */
export type FieldRule<K extends string> = (
  value: string,
  values: Readonly<Record<K, string>>,
) => string | undefined;

/** A form of text fields, each checked by its rule (which may read the other fields). */
export function fieldsSchema<K extends string>(
  rules: Readonly<Record<K, FieldRule<K>>>,
): FormSchema<Record<K, string>> {
  return {
    '~standard': {
      version: 1,
      vendor: 'portal',
      validate: (input) => {
        const values = (input ?? {}) as Record<K, string>;
        const issues: FormIssue[] = [];
        for (const name of Object.keys(rules) as K[]) {
          const message = rules[name](String(values[name] ?? ''), values);
          if (message) issues.push({ message, path: [name] });
        }
        return issues.length ? { issues } : { value: values };
      },
    },
  };
}

/** A new password and its confirmation, which must repeat it. */
const newPasswordRules = {
  password: validateNewPassword,
  confirmPassword: (value: string, values: Readonly<Record<'password', string>>) =>
    validateConfirmPassword(value, values.password),
};

export const loginFormSchema = /* #__PURE__ */ fieldsSchema({
  email: validateEmail,
  password: validateLoginPassword,
});
export const signupFormSchema = /* #__PURE__ */ fieldsSchema<
  'name' | 'email' | 'password' | 'confirmPassword'
>({
  name: validateName,
  email: validateEmail,
  ...newPasswordRules,
});
export const verifyEmailFormSchema = /* #__PURE__ */ fieldsSchema({ otp: validateOtp });
export const emailFormSchema = /* #__PURE__ */ fieldsSchema({ email: validateEmail });
export const newPasswordFormSchema = /* #__PURE__ */ fieldsSchema<'password' | 'confirmPassword'>(
  newPasswordRules,
);

/** Spaces an app or a printed list puts in a code are not part of it. */
export const compactCode = (typed: string) => typed.replace(/\s+/g, '');
export const signInCodeFormSchema = /* #__PURE__ */ fieldsSchema({
  code: (value) => (compactCode(value) ? undefined : CODE_REQUIRED_MESSAGE),
});

/** Turning two-factor sign-in off: the password and a code (the app's or a recovery code). */
export const disableTwoFactorFormSchema = /* #__PURE__ */ fieldsSchema<'password' | 'code'>({
  password: (value) => (value ? undefined : PASSWORD_REQUIRED_MESSAGE),
  code: (value) => (compactCode(value) ? undefined : CODE_REQUIRED_MESSAGE),
});

/** Confirming a new authenticator app: the six digits it shows (recovery codes do not exist yet). */
export const TWO_FACTOR_SETUP_CODE_MESSAGE = 'Please enter the 6-digit code from your authenticator app';
export const twoFactorSetupFormSchema = /* #__PURE__ */ fieldsSchema({
  code: (value) => (/^\d{6}$/.test(compactCode(value)) ? undefined : TWO_FACTOR_SETUP_CODE_MESSAGE),
});

/** The sign-up's rules for a new password, the same messages, plus the current one required. */
export const changePasswordFormSchema = /* #__PURE__ */ fieldsSchema<
  'currentPassword' | 'newPassword' | 'confirmPassword'
>({
  currentPassword: (value) => (value ? undefined : CURRENT_PASSWORD_REQUIRED_MESSAGE),
  newPassword: validateNewPassword,
  confirmPassword: (value, values) => validateConfirmPassword(value, values.newPassword),
});
