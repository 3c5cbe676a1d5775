import { readFileSync } from 'node:fs';
import path from 'node:path';

const css = readFileSync(path.join(__dirname, 'shell.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
/** The declarations of `selector`'s rule inside the phone-width block (indented two spaces). */
const phoneRule = (selector: string) =>
  new RegExp(`\\n {2}${selector.replace(/[.>:()[\]]/g, '\\$&')}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';

describe('the phone menu (shots8)', () => {
  it('scrolls only the area’s links, so the site’s links and the foot always show', () => {
    expect(phoneRule('.site-menu-area')).toMatch(/overflow-y:\s*auto;/);
    expect(phoneRule('.site-menu-area')).toMatch(/min-height:\s*0;/);
    expect(phoneRule('.site-menu > :not(.site-menu-area)')).toMatch(/flex-shrink:\s*0;/);
  });

  it('puts the foot (welcome, Log Out) under the links, never pinned over them', () => {
    expect(phoneRule('.navbar-actions')).not.toMatch(/position:\s*sticky/);
    expect(phoneRule('.site-menu')).toMatch(/overflow-y:\s*hidden;/);
  });
});
