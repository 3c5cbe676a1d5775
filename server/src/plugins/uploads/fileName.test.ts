import { displayFileName, MAX_FILE_NAME_LENGTH } from './fileName';

describe('the display name of an uploaded file', () => {
  it.each([
    ['keeps an ordinary name', 'CAC certificate (2024).pdf', 'CAC certificate (2024).pdf'],
    ['drops Unix path parts', '../../etc/passwd.pdf', 'passwd.pdf'],
    ['drops Windows path parts', 'C:\\Users\\ada\\bvn.png', 'bvn.png'],
    ['drops control characters', 'bvn\u0000\u0007\r\n.pdf', 'bvn.pdf'],
    ['drops a right-to-left override that disguises the extension', 'invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['collapses and trims spaces', '  my \t  file.pdf ', 'my file.pdf'],
    ['keeps non-Latin letters', 'Свидетельство.pdf', 'Свидетельство.pdf'],
  ])('%s', (_case, raw, expected) => {
    expect(displayFileName(raw, 'fallback.pdf')).toBe(expected);
  });

  it.each([undefined, '', '   ', '..', '/', 'a/b/', '\u0000'])('falls back for %j', (raw) => {
    expect(displayFileName(raw, 'bvn.pdf')).toBe('bvn.pdf');
  });

  it('bounds a long name and keeps its extension', () => {
    const name = displayFileName(`${'a'.repeat(500)}.pdf`, 'x.pdf');
    expect(Array.from(name)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('….pdf')).toBe(true);
  });

  it('counts characters, not UTF-16 units, so it never cuts an emoji in half', () => {
    const name = displayFileName(`${'😀'.repeat(300)}.png`, 'x.png');
    expect(Array.from(name)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name).not.toMatch(/[\uD800-\uDFFF]/u);
  });
});
