import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The admin package declares only its CSS as side effects, so webpack skips a feature's
 * index.ts when a screen imports names it re-exports, and a stylesheet imported there never
 * reaches the page (the audit log's filters and cards, the payment cards' beneficiary flags
 * were unstyled in the built portal). Each stylesheet is imported by the component using it.
 */
describe("the admin features' stylesheets", () => {
  it('are imported by components, never by a feature index.ts that the build skips', () => {
    const features = path.join(__dirname);
    const importingCss = readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(entry.name, 'index.ts'))
      .filter((index) => {
        try {
          return /import\s+['"][^'"]+\.css['"]/.test(readFileSync(path.join(features, index), 'utf8'));
        } catch {
          return false;
        }
      });
    expect(importingCss).toEqual([]);
  });
});
