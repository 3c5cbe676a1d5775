import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The colour tokens of styles.css's :root block, `var(--x)` aliases resolved. */
function colourTokens(): Map<string, string> {
  const css = readFileSync(path.join(__dirname, 'styles.css'), 'utf8');
  const root = /:root\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
  const raw = new Map<string, string>();
  for (const [, name, value] of root.matchAll(/(--color-[\w-]+):\s*([^;]+);/g)) {
    raw.set(name!, value!.trim());
  }
  const resolve = (value: string, depth = 0): string => {
    const alias = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
    if (!alias) return value;
    const target = raw.get(alias);
    if (target === undefined || depth > 5) throw new Error(`${value} does not resolve`);
    return resolve(target, depth + 1);
  };
  return new Map([...raw].map(([name, value]) => [name, resolve(value)]));
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const TEXT = 4.5;
/** Large text (24px, or 18.66px bold), icons and the borders of controls. */
const LARGE_OR_UI = 3;

// [foreground, background, minimum]: every pair the stylesheets put together.
const PAIRS: [string, string, number][] = [
  ['--color-text', '--color-bg', TEXT],
  ['--color-text', '--color-surface', TEXT],
  ['--color-text', '--color-surface-muted', TEXT],
  ['--color-text-muted', '--color-bg', TEXT],
  ['--color-text-muted', '--color-surface', TEXT],
  ['--color-text-muted', '--color-surface-muted', TEXT],
  ['--color-primary', '--color-surface', TEXT],
  ['--color-primary', '--color-bg', TEXT],
  ['--color-primary', '--color-primary-soft', TEXT],
  ['--color-primary-dark', '--color-primary-soft', TEXT],
  ['--color-on-primary', '--color-primary', TEXT],
  ['--color-on-primary', '--color-primary-dark', TEXT],
  ['--color-on-primary', '--color-success', TEXT],
  ['--color-on-primary', '--color-success-dark', TEXT],
  ['--color-on-primary', '--color-danger', TEXT],
  ['--color-on-primary', '--color-danger-dark', TEXT],
  ['--color-success', '--color-success-bg', TEXT],
  ['--color-warning', '--color-warning-bg', TEXT],
  ['--color-danger', '--color-danger-bg', TEXT],
  ['--color-danger', '--color-surface', TEXT],
  ['--color-info', '--color-info-bg', TEXT],
  ['--color-neutral', '--color-neutral-bg', TEXT],
  ['--color-on-frame', '--color-frame', TEXT],
  ['--color-on-primary', '--color-frame', TEXT],
  ['--color-border-strong', '--color-surface', LARGE_OR_UI],
  ['--color-focus', '--color-surface', LARGE_OR_UI],
  ['--color-focus', '--color-bg', LARGE_OR_UI],
  ['--color-focus-on-dark', '--color-frame', LARGE_OR_UI],
  ['--color-focus-on-dark', '--color-primary', LARGE_OR_UI],
];

describe('colour tokens', () => {
  const tokens = colourTokens();

  it('computes contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each(PAIRS)('%s on %s reaches %s:1', (foreground, background, minimum) => {
    const fg = tokens.get(foreground);
    const bg = tokens.get(background);
    expect(fg).toMatch(/^#[0-9a-f]{6}$/i);
    expect(bg).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(fg!, bg!)).toBeGreaterThanOrEqual(minimum);
  });
});
