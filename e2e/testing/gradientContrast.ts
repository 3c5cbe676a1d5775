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

/** The opaque red, green and blue of an `rgb()` colour. */
function rgb(css: string): number[] | null {
  const match = css.match(/rgba?\(([^)]+)\)/);
  if (!match?.[1]) return null;
  const [r = 0, g = 0, b = 0] = match[1]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return [r, g, b];
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

/** The darkest and lightest background behind a text, as painted, by luminance. */
interface Backdrop {
  darkest: number;
  lightest: number;
}

/**
 * What is painted behind the text `selector`: its content box photographed with its text
 * (and its icons, which draw in the text colour) made transparent, every pixel's
 * luminance read. Layered and translucent gradients are measured as the browser
 * composes them, not approximated. 'covered' when something else lies over the text
 * (it is not seen, so it has no contrast); null when it cannot be found or shown.
 */
async function backdropOf(page: Page, selector: string): Promise<Backdrop | 'covered' | null> {
  const element = page.locator(selector).first();
  if ((await element.count()) === 0) return null;
  await element.scrollIntoViewIfNeeded();
  // Through the CSS object model, which the portal's style-src policy allows.
  await element.evaluate((target) => {
    for (const node of [target, ...Array.from(target.querySelectorAll('*'))]) {
      if (!(node instanceof HTMLElement || node instanceof SVGElement)) continue;
      node.dataset.contrastProbe = node.style.cssText;
      node.style.setProperty('color', 'transparent', 'important');
      node.style.setProperty('text-shadow', 'none', 'important');
      node.style.setProperty('caret-color', 'transparent', 'important');
    }
  });
  try {
    // The content box: the text's own border (often lighter, as on an outlined button)
    // is not behind its letters.
    // (No named functions inside: tsx would wrap them in a helper the page lacks.)
    const box = await element.evaluate((target) => {
      const rect = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      const [left = 0, top = 0, right = 0, bottom = 0] = [
        [style.borderLeftWidth, style.paddingLeft],
        [style.borderTopWidth, style.paddingTop],
        [style.borderRightWidth, style.paddingRight],
        [style.borderBottomWidth, style.paddingBottom],
      ].map(
        ([border = '0', padding = '0']) =>
          (Number.parseFloat(border) || 0) + (Number.parseFloat(padding) || 0),
      );
      // Text under something else (an open menu's backdrop) is not seen at all, so it
      // has no contrast to measure.
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return {
        x: rect.left + left,
        y: rect.top + top,
        width: rect.width - left - right,
        height: rect.height - top - bottom,
        covered: hit !== null && hit !== target && !target.contains(hit),
      };
    });
    if (box.covered) return 'covered';
    if (box.width < 1 || box.height < 1) return null;
    const { x, y, width, height } = box;
    const png = await page.screenshot({ clip: { x, y, width, height }, animations: 'disabled' });
    // The page's own decoder turns the PNG into pixels; no image library is needed.
    return await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) return null;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      // WCAG 2 relative luminance of each pixel, written out (see the note above).
      let darkest = 1;
      let lightest = 0;
      for (let index = 0; index < data.length; index += 4) {
        let level = 0;
        for (const [offset, weight] of [
          [0, 0.2126],
          [1, 0.7152],
          [2, 0.0722],
        ] as const) {
          const s = (data[index + offset] ?? 0) / 255;
          level += weight * (s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4);
        }
        darkest = Math.min(darkest, level);
        lightest = Math.max(lightest, level);
      }
      return { darkest, lightest };
    }, png.toString('base64'));
  } finally {
    await element.evaluate((target) => {
      for (const node of [target, ...Array.from(target.querySelectorAll('*'))]) {
        if (!(node instanceof HTMLElement || node instanceof SVGElement)) continue;
        node.style.cssText = node.dataset.contrastProbe ?? '';
        delete node.dataset.contrastProbe;
      }
    });
  }
}

/**
 * The lowest contrast of a text colour against what is painted behind it. If the
 * text's luminance lies between the darkest and the lightest background the
 * contrast falls to 1:1 somewhere (a gradient passes through every level between);
 * otherwise it is lowest against one of those two.
 */
function lowestContrast(textColour: number[], { darkest, lightest }: Backdrop): number {
  const text = luminance(textColour);
  if (darkest <= text && text <= lightest) return 1;
  return Math.min(contrast(text, darkest), contrast(text, lightest));
}

/**
 * axe-core cannot decide the contrast of text on a gradient, so it reports it as
 * "needs review" and not as a violation. This measures it: the text's colour
 * against every pixel painted behind the text's box. Returns a readable line for
 * each text below WCAG's minimum for its size.
 */
export async function gradientContrastFailures(page: Page, incomplete: Result[]): Promise<string[]> {
  const failures: string[] = [];
  for (const { text, gradientHost, required } of textOnGradients(incomplete)) {
    const color = await page
      .locator(text)
      .first()
      .evaluate((element) => getComputedStyle(element).color)
      .catch(() => '');
    const foreground = rgb(color);
    const backdrop = foreground ? await backdropOf(page, text) : null;
    if (!foreground || !backdrop) {
      failures.push(`  ${text}: could not read its colour or what is painted behind it`);
      continue;
    }
    if (backdrop === 'covered') continue;
    const lowest = lowestContrast(foreground, backdrop);
    if (lowest < required) {
      failures.push(
        `  [serious] color-contrast on a gradient: ${text} reaches ${lowest.toFixed(2)}:1 ` +
          `against ${gradientHost}, needs ${required}:1`,
      );
    }
  }
  return failures;
}
