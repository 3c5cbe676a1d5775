/**
 * One way to show a number only its owner needs in full (BVN, TIN, NIN, a bank account
 * number in a list): its last `visible` characters behind four dots, as the spec's admin
 * lists write an account number (§3), so `12345678901` reads `••••8901`. The dots do not
 * say how long the value is; a value no longer than `visible` is dots only (its last
 * characters would be all of it).
 */
export function maskIdentifier(value: string, visible = 4): string {
  if (value === '') return '';
  if (value.length <= visible) return '••••';
  return `••••${value.slice(-visible)}`;
}
