import { canonicalJson } from './canonicalJson';
import { normalizeVerificationCode } from './receiptVerification';

describe('canonical JSON (RFC 8785) of a signed receipt', () => {
  it('sorts keys by code unit at every level and writes no white space', () => {
    expect(canonicalJson({ b: 1, a: { d: [true, null], c: 'x' }, A: 'upper' })).toBe(
      '{"A":"upper","a":{"c":"x","d":[true,null]},"b":1}',
    );
  });

  it('writes strings as JSON.stringify does: escapes only what JSON must, keeps €, ü and ₦', () => {
    expect(canonicalJson({ name: 'Müller "M" GmbH\n€ ₦' })).toBe('{"name":"Müller \\"M\\" GmbH\\n€ ₦"}');
  });

  it('gives the same text whatever order the keys were written in', () => {
    expect(canonicalJson({ x: '1', y: '2' })).toBe(canonicalJson({ y: '2', x: '1' }));
  });

  it('refuses numbers JSON cannot hold', () => {
    expect(() => canonicalJson({ amount: Number.NaN })).toThrow(TypeError);
  });
});

describe('a verification code as typed', () => {
  it('ignores case, spaces and hyphens, and refuses anything that cannot be a code', () => {
    const code = 'abcdefghijklmnopqrstuvwxyz';
    expect(normalizeVerificationCode(code.toUpperCase())).toBe(code);
    expect(normalizeVerificationCode('abcde-fghij klmno-pqrst-uvwxyz')).toBe(code);
    expect(normalizeVerificationCode('abcdefghijklmnopqrstuvwxy1')).toBeNull();
    expect(normalizeVerificationCode('short')).toBeNull();
    expect(normalizeVerificationCode('a'.repeat(100))).toBeNull();
  });
});
