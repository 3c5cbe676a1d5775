import { documentsNamedIn } from './documentsNamedIn';

describe('the documents a registration refusal names', () => {
  it('finds the CAC certificate in the reviewer’s words', () => {
    expect(documentsNamedIn('The CAC certificate is for another company')).toEqual(['cac']);
  });

  it('finds several, each by its usual names', () => {
    expect(
      documentsNamedIn(
        'The utility bill is older than three months and the Tax Identification number differs',
      ),
    ).toEqual(['proofOfAddress', 'tin']);
    expect(documentsNamedIn('One director is missing; BVN unreadable')).toEqual(['bvn', 'directorInfo']);
  });

  it('names none when the reason is about the business, not a document', () => {
    expect(documentsNamedIn('We do not serve this line of business')).toEqual([]);
    // "tin" inside a word is not the TIN.
    expect(documentsNamedIn('Trading in tinned goods is outside our policy')).toEqual([]);
  });
});
