/**
 * What an empty field reads as, for the customer and staff alike (issue 31, review item 13: the
 * customer read "Not given" where staff read "Not set"). The spec fixes "Not set" (§2, wallet).
 */
export const NOT_SET = 'Not set';
