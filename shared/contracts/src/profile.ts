import * as z from 'zod/mini';
import { LIMITS } from './validation';
import { PROFILE_LIMITS } from './profileLimits';
import { CONTROL_CHARACTER_MESSAGE } from './controlCharacters';
import { hasControlCharacter } from '@portal/rules/controlCharacters';
import { normalizePhone } from '@portal/rules/phone';

/**
 * The customer's profile (spec §3 profile form, issue 10): one schema for the form,
 * the API client and `PUT /api/profile`. Every field but the name may stay empty
 * while a customer is onboarding; what is given must be well formed.
 */
export const PROFILE_MESSAGES = {
  nameRequired: 'Full name is required',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be at most 100 characters',
  phoneInvalid: 'Please enter a valid phone number, e.g. 0803 123 4567 or +234 803 123 4567',
  addressTooLong: 'Address must be at most 300 characters',
  bvnInvalid: 'BVN must be exactly 11 digits',
  tinInvalid: 'TIN must be 8 to 15 digits, hyphens allowed',
  companyTooLong: 'Company name must be at most 200 characters',
  directorNameRequired: "Director's name is required",
  directorNameTooLong: "Director's name must be at most 100 characters",
  ninOrBvnInvalid: 'NIN or BVN must be exactly 11 digits',
  positionTooLong: 'Position must be at most 100 characters',
  tooManyDirectors: 'At most 20 directors can be listed',
} as const;

const ELEVEN_DIGITS = /^\d{11}$/;
const TIN_PATTERN = /^(?=(?:\D*\d){8,15}\D*$)[\d-]+$/;

/** One line of text: the one control-character rule, so the form and the route refuse alike. */
const oneLine = z.refine<string>((value) => !hasControlCharacter(value), CONTROL_CHARACTER_MESSAGE);

const text = (max: number, message: string) => z.string().check(z.trim(), z.maxLength(max, message), oneLine);

const optionalDigits = (message: string) =>
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || ELEVEN_DIGITS.test(value), message),
  );

const personName = (required: string, tooShort: string | null, tooLong: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required),
      ...(tooShort ? [z.minLength(LIMITS.nameMin, tooShort)] : []),
      z.maxLength(LIMITS.nameMax, tooLong),
      oneLine,
    );

const phone = z.pipe(
  z.string().check(z.refine((value) => normalizePhone(value) !== null, PROFILE_MESSAGES.phoneInvalid)),
  z.transform((value: string) => normalizePhone(value) ?? ''),
);

export const directorSchema = z.object({
  name: personName(PROFILE_MESSAGES.directorNameRequired, null, PROFILE_MESSAGES.directorNameTooLong),
  ninOrBvn: optionalDigits(PROFILE_MESSAGES.ninOrBvnInvalid),
  position: text(PROFILE_LIMITS.positionMax, PROFILE_MESSAGES.positionTooLong),
});

/** The body of `PUT /api/profile`; the e-mail is the account's and is not changed here. */
export const profileUpdateSchema = z.object({
  name: personName(
    PROFILE_MESSAGES.nameRequired,
    PROFILE_MESSAGES.nameTooShort,
    PROFILE_MESSAGES.nameTooLong,
  ),
  phone,
  address: text(PROFILE_LIMITS.addressMax, PROFILE_MESSAGES.addressTooLong),
  bvn: optionalDigits(PROFILE_MESSAGES.bvnInvalid),
  tin: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || TIN_PATTERN.test(value), PROFILE_MESSAGES.tinInvalid),
  ),
  companyName: text(PROFILE_LIMITS.companyMax, PROFILE_MESSAGES.companyTooLong),
  directorInfo: z
    .array(directorSchema)
    .check(z.maxLength(PROFILE_LIMITS.directorsMax, PROFILE_MESSAGES.tooManyDirectors)),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
