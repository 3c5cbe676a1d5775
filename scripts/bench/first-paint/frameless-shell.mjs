// The baseline of the first-paint part: the built shell as it was before the HTML
// carried the first frame (issue 23 point 7): the same files, its index.html without
// the inline <style> and with an empty #root, as the template used to be.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_DIR } from '../support/repo.mjs';

const SHELL_DIST = path.join(REPO_DIR, 'shell', 'dist');

/** `html` without its inline styles and with nothing inside #root. */
export function withoutFrame(html) {
  const unstyled = html.replace(/<style(?:\s[^>]*)?>[\s\S]*?<\/style>/gi, '');
  const start = unstyled.search(/<div id="?root"?>/);
  const end = unstyled.search(/<div id="?modal-root"?>/);
  if (start === -1 || end === -1) throw new Error('shell/dist/index.html has no #root or #modal-root');
  const open = unstyled.slice(start).match(/^<div id="?root"?>/)?.[0] ?? '<div id="root">';
  return `${unstyled.slice(0, start)}${open}</div>${unstyled.slice(end)}`;
}

/**
 * A copy of shell/dist with the frameless index.html, for SHELL_DIST_DIR.
 * @returns {{ dir: string, remove: () => void }}
 */
export function framelessShellCopy() {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-frameless-shell-'));
  cpSync(SHELL_DIST, dir, { recursive: true });
  const index = path.join(dir, 'index.html');
  const html = readFileSync(index, 'utf8');
  const frameless = withoutFrame(html);
  if (frameless === html) throw new Error('shell/dist/index.html carries no frame to take out');
  writeFileSync(index, frameless);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
