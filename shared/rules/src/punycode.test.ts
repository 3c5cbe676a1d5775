import { decodePunycode } from './punycode';

describe('decoding a punycode label', () => {
  it('gives the Unicode label of a valid one', () => {
    expect(decodePunycode('exmple-cua')).toBe('exämple');
    expect(decodePunycode('mller-kva')).toBe('müller');
    expect(decodePunycode('ls8h')).toBe('\u{1f4a9}');
    // RFC 3492's sample (A): Egyptian Arabic.
    expect(decodePunycode('egbpdaj6bu4bxfgehfvwxn')).toBe(
      '\u0644\u064a\u0647\u0645\u0627\u0628\u062a\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064a\u061f',
    );
  });

  it('answers null for what is no punycode', () => {
    expect(decodePunycode('a!')).toBeNull();
    expect(decodePunycode('99999999999')).toBeNull();
    expect(decodePunycode('ä')).toBeNull();
  });

  it('decodes a digit sequence that is punycode but no valid label (the caller judges it)', () => {
    expect(decodePunycode('a')).toBe('\u0080');
  });
});
