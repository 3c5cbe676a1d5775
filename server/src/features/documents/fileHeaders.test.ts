import { downloadHeaders } from './fileHeaders';

const dispositionOf = (fileName: string) =>
  downloadHeaders({ fileName, contentType: 'application/pdf', sizeBytes: 1 })['content-disposition'];

describe("a document download's headers", () => {
  it('name the file inline, in ASCII for old clients and exactly in filename*', () => {
    expect(dispositionOf('cac.pdf')).toBe(`inline; filename="cac.pdf"; filename*=UTF-8''cac.pdf`);
    expect(dispositionOf('Café №1.pdf')).toBe(
      `inline; filename="Caf_ _1.pdf"; filename*=UTF-8''Caf%C3%A9%20%E2%84%961.pdf`,
    );
  });

  it('cannot be broken out of by quotes, backslashes, percent signs or RFC 5987 specials', () => {
    expect(dispositionOf(`a"b\\c%d'e(f)*.pdf`)).toBe(
      `inline; filename="a_b_c_d'e(f)*.pdf"; filename*=UTF-8''a%22b%5Cc%25d%27e%28f%29%2A.pdf`,
    );
  });

  it('forbid guessing the type and keeping the file in any cache', () => {
    expect(downloadHeaders({ fileName: 'x.png', contentType: 'image/png', sizeBytes: 42 })).toEqual({
      'content-type': 'image/png',
      'content-length': '42',
      'content-disposition': `inline; filename="x.png"; filename*=UTF-8''x.png`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });
});
