import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** Text that axe-core left unmeasured because it sits on a gradient, and where that gradient is. */
interface GradientText {
  text: string;
  gradientHost: string;
  /** WCAG's minimum for this text's size and weight, e.g. 4.5. */
  required: number;
}

const selectorOf = (target: unknown): string | null => (typeof target === 'string' ? target : null);

/** The nodes axe-core's color-contrast rule marks "incomplete" with the reason bgGradient. */
function textOnGradients(incomplete: Result[]): GradientText[] {
  const contrast = incomplete.find((result) => result.id === 'color-contrast');
  return (contrast?.nodes ?? []).flatMap((node) => {
    const check = node.any.find(
      (item) => (item.data as { messageKey?: string } | null)?.messageKey === 'bgGradient',
    );
    const text = selectorOf(node.target[0]);
    const gradientHost = selectorOf(check?.relatedNodes?.[0]?.target[0]);
    const expected = (check?.data as { expectedContrastRatio?: string } | undefined)?.expectedContrastRatio;
    if (!check || !text || !gradientHost || !expected) return [];
    return [{ text, gradientHost, required: Number.parseFloat(expected) }];
  });
}

/** An `rgb()`/`rgba()` colour as opaque red, green and blue; transparency is taken over white. */
function channels(css: string): number[] | null {
  const match = css.match(/rgba?\(([^)]+)\)/);
  if (!match?.[1]) return null;
  const [r = 0, g = 0, b = 0, a = 1] = match[1]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return [r, g, b].map((value) => value * a + 255 * (1 - a));
}

/** WCAG 2 relative luminance. */
function luminance([r = 0, g = 0, b = 0]: number[]): number {
  const linear = (value: number) => {
    const s = value / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The lowest contrast of a text colour against a linear gradient. Between two
 * stops the background's luminance moves monotonically, so the lowest contrast is
 * at a stop, or 1:1 if the text's own luminance lies between two stops'.
 */
function lowestContrast(textColour: number[], stops: number[][]): number {
  const text = luminance(textColour);
  const levels = stops.map(luminance);
  const crossed = levels.some((level, index) => {
    const next = levels[index + 1];
    return next !== undefined && Math.min(level, next) <= text && text <= Math.max(level, next);
  });
  return crossed ? 1 : Math.min(...levels.map((level) => contrast(text, level)));
}

/**
 * axe-core cannot decide the contrast of text on a gradient, so it reports it as
 * "needs review" and not as a violation. This measures it: the text's colour
 * against the colour stops of the gradient behind it. Returns a readable line for
 * each text below WCAG's minimum for its size.
 */
export async function gradientContrastFailures(page: Page, incomplete: Result[]): Promise<string[]> {
  const texts = textOnGradients(incomplete);
  if (texts.length === 0) return [];
  // Only reads styles in the page: the arithmetic stays here, out of the page's scope.
  const styles = await page.evaluate(
    (items) =>
      items.map(({ text, gradientHost }) => {
        const element = document.querySelector(text);
        const host = document.querySelector(gradientHost);
        return {
          color: element ? getComputedStyle(element).color : '',
          gradient: host ? getComputedStyle(host).backgroundImage : '',
        };
      }),
    texts,
  );
  return texts.flatMap(({ text, gradientHost, required }, index) => {
    const style = styles[index];
    const foreground = channels(style?.color ?? '');
    const stops = (style?.gradient.match(/rgba?\([^)]+\)/g) ?? [])
      .map(channels)
      .filter((stop): stop is number[] => stop !== null);
    if (!foreground || stops.length === 0)
      return [`  ${text}: could not read its colour or the gradient behind it`];
    const lowest = lowestContrast(foreground, stops);
    return lowest >= required
      ? []
      : [
          `  [serious] color-contrast on a gradient: ${text} reaches ${lowest.toFixed(2)}:1 ` +
            `against ${gradientHost}, needs ${required}:1`,
        ];
  });
}
