/** Says the spec §5 password rules up front, so nobody has to fail them to learn them. */
export const PASSWORD_HINT =
  'At least 6 characters, with a lowercase letter, an uppercase letter and a number.';
