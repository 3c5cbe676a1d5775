import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inlineShellStylesheets, SHELL_INLINE_STYLES_LIMIT } from './shellStylesheets';

/** A built page's head as html-webpack-plugin writes it (minified, attributes unquoted). */
const pageLinking = (links: string) =>
  `<!doctype html><html><head><style>.ff-bar{top:0}</style><script defer src=/main.js></script>${links}</head><body><div id="root" data-prerendered=""><h1>About</h1></div></body></html>`;

/** A prerendered page's first paint waits for no stylesheet: the shell's come inside it. */
describe("the shell's stylesheets inside a prerendered page", () => {
  const shellDir = mkdtempSync(path.join(tmpdir(), 'portal-shell-css-'));
  const css = '.navbar{position:sticky}.hero-lead{font-size:1.125rem}';
  beforeAll(() => writeFileSync(path.join(shellDir, 'main.abc123.css'), css));
  afterAll(() => rmSync(shellDir, { recursive: true, force: true }));

  it('puts the linked stylesheet in a style element in its place, named by data-href, and links none', async () => {
    const page = await inlineShellStylesheets(
      pageLinking('<link href=/main.abc123.css rel=stylesheet>'),
      shellDir,
    );
    expect(page).toContain(
      `<script defer src=/main.js></script><style data-href="/main.abc123.css">${css}</style></head>`,
    );
    expect(page).not.toMatch(/<link[^>]*stylesheet/);
    // The page's own markup is left as it was.
    expect(page).toContain('<div id="root" data-prerendered=""><h1>About</h1></div>');
  });

  it('reads quoted attributes in any order as well', async () => {
    const page = await inlineShellStylesheets(
      pageLinking('<link rel="stylesheet" href="/main.abc123.css" />'),
      shellDir,
    );
    expect(page).toContain(`<style data-href="/main.abc123.css">${css}</style>`);
  });

  it.each([
    ['a file the build does not have', '<link href=/main.gone.css rel=stylesheet>'],
    ['a stylesheet outside the shell build', '<link href=/remotes/admin/1.css rel=stylesheet>'],
    ['a path that climbs out of the build', '<link href=/../secrets.css rel=stylesheet>'],
    ['a stylesheet for another medium', '<link href=/main.abc123.css rel=stylesheet media=print>'],
    ['a link that is no stylesheet', '<link rel=icon href=/main.abc123.css>'],
  ])('leaves %s linked', async (_what, link) => {
    const page = pageLinking(link);
    expect(await inlineShellStylesheets(page, shellDir)).toBe(page);
  });

  it('keeps every link when one of them cannot come inside (all or none keeps the cascade in order)', async () => {
    const page = pageLinking(
      '<link href=/main.abc123.css rel=stylesheet><link href=/main.gone.css rel=stylesheet>',
    );
    expect(await inlineShellStylesheets(page, shellDir)).toBe(page);
  });

  it('keeps the link of a stylesheet that could end the style element, or that is too large to be worth it', async () => {
    writeFileSync(path.join(shellDir, 'odd.css'), '.a{}</style><script>alert(1)</script>');
    writeFileSync(path.join(shellDir, 'large.css'), `.a{color:red}${' '.repeat(SHELL_INLINE_STYLES_LIMIT)}`);
    for (const file of ['odd.css', 'large.css']) {
      const page = pageLinking(`<link href=/${file} rel=stylesheet>`);
      expect(await inlineShellStylesheets(page, shellDir)).toBe(page);
    }
  });
});
