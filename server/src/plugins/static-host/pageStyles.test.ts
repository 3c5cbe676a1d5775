import { createHash } from 'node:crypto';
import { inlineStyleSources, styleSourcesOfTemplate, withStyleSources } from './pageStyles';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe("the page's inline styles in the CSP", () => {
  it('names each inline style element by the hash of its exact text', () => {
    const html = '<head><style>body{margin:0}</style><style media="print">a{color:red}</style></head>';
    expect(inlineStyleSources(html)).toEqual([sha256('body{margin:0}'), sha256('a{color:red}')]);
  });

  it('names none for a page without inline styles', () => {
    expect(inlineStyleSources('<head><link rel="stylesheet" href="/main.css"></head>')).toEqual([]);
  });

  it('adds the sources to style-src only, never unsafe-inline', () => {
    const csp = "default-src 'self';script-src 'self';style-src 'self' https://admin.example;img-src 'self'";
    const result = withStyleSources(csp, ["'sha256-abc'"]);
    expect(result).toBe(
      "default-src 'self';script-src 'self';style-src 'self' https://admin.example 'sha256-abc';img-src 'self'",
    );
    expect(result).not.toContain('unsafe-inline');
  });

  it('leaves a CSP without style-src, or a page without styles, as it was', () => {
    expect(withStyleSources("default-src 'self'", ["'sha256-abc'"])).toBe("default-src 'self'");
    expect(withStyleSources("style-src 'self'", [])).toBe("style-src 'self'");
  });

  it("follows a rebuilt template's new styles", () => {
    const sourcesOf = styleSourcesOfTemplate();
    expect(sourcesOf('<style>a{}</style>')).toEqual([sha256('a{}')]);
    expect(sourcesOf('<style>b{}</style>')).toEqual([sha256('b{}')]);
  });
});
