import { render } from '@testing-library/react';
import { WholeIdentifiers } from './WholeIdentifiers';

const identifiersIn = (text: string) =>
  Array.from(render(<WholeIdentifiers text={text} />).container.querySelectorAll('.identifier')).map(
    (element) => element.textContent,
  );

describe('identifiers kept whole in running text', () => {
  it('sets a UETR in a payout note whole, and leaves the words around it as they are', () => {
    const text = 'Paid out, bank reference 539466bd-7585-407f-98b6-c6a6abd7f166';
    const { container } = render(<WholeIdentifiers text={text} />);
    expect(container.textContent).toBe(text);
    expect(identifiersIn(text)).toEqual(['539466bd-7585-407f-98b6-c6a6abd7f166']);
  });

  it('lets a UETR wrap only after its hyphens, never between two of its letters', () => {
    const { container } = render(
      <WholeIdentifiers text="Paid out, payout reference (UETR) f7056296-5f52-45c9-84ff-2d338256d1ca" />,
    );
    const identifier = container.querySelector('.identifier');
    expect(identifier?.innerHTML).toBe('f7056296-<wbr>5f52-<wbr>45c9-<wbr>84ff-<wbr>2d338256d1ca');
  });

  it('keeps a hyphenated reference whole, with the punctuation that follows it', () => {
    expect(identifiersIn('Reference GTB-IN-0001, paid in full')).toEqual(['GTB-IN-0001,']);
  });

  it('leaves ordinary hyphenated words and short codes to wrap', () => {
    expect(identifiersIn('A well-known vendor re-sent the two-factor code A-1')).toEqual([]);
  });

  it('never breaks a postcode at its hyphen, and keeps the text as it was', () => {
    const text = 'Rua do Almada 12, 4000-442 Porto';
    const { container } = render(<WholeIdentifiers text={text} />);
    expect(container.textContent).toBe(text);
    expect(Array.from(container.querySelectorAll('.nowrap')).map((element) => element.textContent)).toEqual([
      '4000-442',
    ]);
  });

  it('never breaks a postcode written with a space, and leaves other numbers and words alone', () => {
    const cases: [string, string[]][] = [
      ['14 Digbeth High Street, Birmingham B11 2AJ', ['B11 2AJ']],
      ['10 Downing Street, London SW1A 1AA, United Kingdom', ['SW1A 1AA']],
      ['24 Sussex Drive, Ottawa ON K1A 0B1', ['K1A 0B1']],
      ['Keizersgracht 12, 1012 AB Amsterdam', ['1012 AB']],
      ['Invalidenstraße 117, 10115 Berlin', []],
      ['Flat 2 at 14 Broad Street, Lagos', []],
    ];
    for (const [text, postcodes] of cases) {
      const { container, unmount } = render(<WholeIdentifiers text={text} />);
      expect(container.textContent).toBe(text);
      expect(Array.from(container.querySelectorAll('.nowrap')).map((element) => element.textContent)).toEqual(
        postcodes,
      );
      unmount();
    }
  });
});
