import {
  FUNDING_REFERENCE_ALPHABET,
  fundingReferenceFromBytes,
  isValidFundingReference,
  normalizeFundingReference,
} from './fundingReference';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('funding references', () => {
  it('are VB, eight unambiguous characters and a check character', () => {
    const reference = fundingReferenceFromBytes(bytes(1, 2, 3, 4, 5, 6, 7, 31));
    expect(reference).toMatch(/^VB[0-9A-HJKMNP-TV-Z]{9}$/);
    expect(reference.slice(2, 10)).toBe('1234567Z');
    expect(isValidFundingReference(reference)).toBe(true);
    expect(FUNDING_REFERENCE_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('catch every single mistyped character and every swap of neighbours', () => {
    const reference = fundingReferenceFromBytes(bytes(9, 200, 17, 44, 3, 250, 128, 77));
    for (let index = 2; index < reference.length; index += 1) {
      for (const char of FUNDING_REFERENCE_ALPHABET) {
        if (char === reference[index]) continue;
        const typo = reference.slice(0, index) + char + reference.slice(index + 1);
        expect(normalizeFundingReference(typo)).toBeNull();
      }
    }
    for (let index = 2; index < reference.length - 1; index += 1) {
      if (reference[index] === reference[index + 1]) continue;
      const swapped =
        reference.slice(0, index) + reference[index + 1] + reference[index] + reference.slice(index + 2);
      expect(normalizeFundingReference(swapped)).toBeNull();
    }
  });

  it('read a reference typed in lower case, grouped, with O for 0 and I or L for 1', () => {
    const reference = fundingReferenceFromBytes(bytes(0, 1, 0, 1, 0, 1, 0, 1));
    const typed = `${reference.slice(0, 6)}-${reference.slice(6)}`
      .toLowerCase()
      .replace(/0/g, 'o')
      .replace(/1/g, 'l');
    expect(normalizeFundingReference(typed)).toBe(reference);
    expect(normalizeFundingReference('PAY-1001')).toBeNull();
  });
});
