import * as z from 'zod/mini';
import { BENEFICIARY_MESSAGES, type BeneficiaryBankField } from './beneficiaryPaths';
import { beneficiarySchema } from './beneficiaryRules';
import { isCountryCode } from '@portal/rules/bankRules';
import { validateWith } from './fieldErrors';
import type { FormIssue, FormSchema } from './formSchemas';
import { PAYMENT_CURRENCIES } from '@portal/rules/currencies';
import { requiredText } from './paymentFields';
import { normalizeEmail, validateEmail } from './validation';
import { VENDOR_DETAILS_MESSAGES, type VendorDetailsPage } from './vendorDetailsRequests';

// The bodies of the vendor-details routes (D43). The vendor's bank details are checked by the
// beneficiary's own schema (beneficiarySchema), with the name, country and currency the link
// fixed: the same rules and words as the customer's beneficiary form.

const M = BENEFICIARY_MESSAGES;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where the link is e-mailed: optional (blank: not e-mailed; the customer copies the link). */
const vendorEmail = z.optional(
  z.nullable(
    z.string(M.emailInvalid).check(
      z.overwrite(normalizeEmail),
      z.refine((value) => value === '' || validateEmail(value) === undefined, M.emailInvalid),
    ),
  ),
);

/** `POST /api/beneficiaries/requests` for a vendor not yet in the book. */
export const newVendorRequestSchema = z.object({
  name: requiredText(M.nameRequired),
  email: vendorEmail,
  country: z.string(M.countryInvalid).check(
    z.overwrite((value) => value.trim().toUpperCase()),
    z.refine(isCountryCode, M.countryInvalid),
  ),
  currency: z.enum(PAYMENT_CURRENCIES, M.currencyInvalid),
});

/** `POST /api/beneficiaries/requests` for a saved beneficiary (its name, country and currency are kept). */
export const existingVendorRequestSchema = z.object({
  beneficiaryId: z.string(VENDOR_DETAILS_MESSAGES.beneficiaryUnknown).check(
    z.refine((value) => UUID.test(value), VENDOR_DETAILS_MESSAGES.beneficiaryUnknown),
    z.overwrite((value) => value.toLowerCase()),
  ),
  email: vendorEmail,
});

/** Either body: `beneficiaryId` present means a saved beneficiary. */
export const vendorDetailsRequestBodySchema = z.union([existingVendorRequestSchema, newVendorRequestSchema]);
export type VendorDetailsRequestBody =
  | ({ kind: 'new' } & z.output<typeof newVendorRequestSchema>)
  | ({ kind: 'existing' } & z.output<typeof existingVendorRequestSchema>);

/** Reads either body by its `beneficiaryId`, so each form's refusals are its own fields'. */
export function vendorRequestSchemaFor(body: unknown) {
  const hasId = typeof body === 'object' && body !== null && !Array.isArray(body) && 'beneficiaryId' in body;
  return hasId ? existingVendorRequestSchema : newVendorRequestSchema;
}

const bankField = z.optional(z.nullable(z.string()));

/**
 * `POST /api/vendor-details/:token`: what the vendor types. The server checks it, with the
 * link's name, country and currency, by `beneficiarySchema` (every refused field at once).
 */
export const vendorDetailsBodySchema = z.object({
  address: z.string(M.addressRequired),
  bankName: z.string(M.bankNameRequired),
  iban: bankField,
  bic: bankField,
  routingNumber: bankField,
  sortCode: bankField,
  accountNumber: bankField,
});
export type VendorDetailsBody = z.input<typeof vendorDetailsBodySchema>;

/** The vendor page's fields: the address, the bank's name and the bank fields of every corridor. */
export type VendorDetailsField = 'address' | 'bankName' | BeneficiaryBankField;

/**
 * The vendor page's form schema (Standard Schema v1, for `useSchemaForm`): the values checked
 * by `beneficiarySchema` with the link's name, country and currency, exactly as the server
 * checks them, each refusal on its own field.
 */
export function vendorDetailsFormSchema(
  link: Pick<VendorDetailsPage, 'name' | 'country' | 'currency'>,
): FormSchema<Record<VendorDetailsField, string>> {
  return {
    '~standard': {
      version: 1,
      vendor: 'portal',
      validate: (input) => {
        const values = (input ?? {}) as Record<VendorDetailsField, string>;
        const result = validateWith(beneficiarySchema, {
          ...values,
          name: link.name,
          country: link.country,
          currency: link.currency,
        });
        if (result.ok) return { value: values };
        const issues: FormIssue[] = Object.entries(result.errors).map(([field, messages]) => ({
          message: messages?.[0] ?? '',
          path: [field],
        }));
        return { issues };
      },
    },
  };
}
