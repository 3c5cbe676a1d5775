import { readFileSync } from 'node:fs';
import path from 'node:path';

// The first frame in public/index.html is painted before any stylesheet arrives and is
// replaced by the real navbar when React mounts: its inline rules must keep the real
// navbar's measures and colours (shell.css, shared/ui styles.css), or the bar jumps at
// mount. These tests fail when one side changes without the other.
const read = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');
const html = read('../public/index.html');
const shellCss = read('shell.css');
const uiCss = read('../../shared/ui/src/styles.css');
const inline = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

/** The value of `property` in the first rule whose selector list is exactly `selector`. */
function declared(css: string, selector: string, property: string): string | undefined {
  for (const [, selectors = '', body = ''] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const names = selectors.split(',').map((name) => name.replace(/\/\*[\s\S]*?\*\//g, '').trim());
    if (!names.includes(selector)) continue;
    const match = new RegExp(`(?:^|;|\\s)${property}\\s*:\\s*([^;]+)`).exec(body);
    if (match?.[1]) return match[1].trim();
  }
  return undefined;
}
const token = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(uiCss + shellCss)?.[1]?.trim();

describe("the HTML's first frame looks like the navbar that replaces it", () => {
  it('has the bar height, page width and padding of the real navbar', () => {
    expect(declared(inline, '.ff-inner', 'min-height')).toBe(token('--navbar-height'));
    expect(declared(inline, '.ff-inner', 'max-width')).toBe(declared(uiCss, '.container', 'max-width'));
    expect(declared(inline, '.ff-inner', 'padding')).toBe(`0 ${token('--space-4')}`);
    expect(declared(inline, '.ff-inner', 'gap')).toBe(declared(shellCss, '.navbar-inner', 'gap'));
  });

  it('draws the brand as the navbar does', () => {
    for (const property of ['font-size', 'font-weight', 'gap', 'display', 'align-items']) {
      expect(declared(inline, '.ff-brand', property)).toBe(declared(shellCss, '.brand', property));
    }
    expect(declared(inline, '.ff-mark', 'width')).toBe(declared(shellCss, '.brand-mark', 'width'));
  });

  it("uses the design system's colours for the page, the bar and its border", () => {
    expect(declared(inline, 'body', 'background')).toBe(token('--color-bg'));
    expect(declared(inline, 'body', 'color')).toBe(token('--color-text'));
    expect(declared(inline, '.ff-bar', 'background')).toBe(token('--color-surface'));
    expect(declared(inline, '.ff-bar', 'border-bottom')).toBe(`1px solid ${token('--color-border')}`);
    expect(declared(inline, '.ff-line', 'background')).toBe(token('--color-skeleton'));
  });

  it("switches to the phone's Menu button at the navbar's breakpoint", () => {
    expect(inline).toContain('@media (max-width: 800px)');
    expect(shellCss).toContain('@media (max-width: 800px)');
  });

  it('is no landmark: no header, nav, main or footer before React mounts', () => {
    const root = /<div id="root">([\s\S]*?)<div id="modal-root">/.exec(html)?.[1] ?? '';
    expect(root).toContain('VendorBridge');
    expect(root).not.toMatch(/<(header|nav|main|footer|aside)[\s>]/);
    expect(root).not.toMatch(/\srole=/);
    expect(root).not.toMatch(/\sstyle=/);
  });
});
