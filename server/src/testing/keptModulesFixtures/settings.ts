/** Module state the fixture files change (as the app's modules hold a hashing cost or a clock). */
export const settings = {
  cost: 'owasp' as 'owasp' | 'test',
  greet: (): string => 'hello',
};
