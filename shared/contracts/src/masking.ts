/**
 * Identifiers (BVN, TIN, NIN) are shown masked wherever a full value is not needed: every
 * character but the last `visible` replaced by `*`, so `12345678901` reads `*******8901`. A
 * value no longer than `visible` is masked whole (its last characters would be all of it).
 */
export function maskIdentifier(value: string, visible = 4): string {
  if (value === '') return '';
  if (value.length <= visible) return '*'.repeat(value.length);
  return '*'.repeat(value.length - visible) + value.slice(-visible);
}
