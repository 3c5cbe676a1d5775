import type { Page } from 'playwright-core';

/** One thing on a screen that a phone would show wrongly. */
export interface NarrowViolation {
  kind: 'word broken' | 'page wider than the screen' | 'control outside the screen';
  selector: string;
  text: string;
}

/**
 * What may break inside a token, as styles.css lets it (overflow-wrap: anywhere): an
 * element that opts in with the class `breakable` (an id, a wallet address, a person's
 * e-mail in a list), a `code` element (IBANs, references) and an e-mail link.
 */
export const BREAKABLE_SELECTOR = '.breakable, code, a[href^="mailto:"]';

/**
 * Issue 23 point 5, measured in the page as the browser laid it out:
 * - no word (a run of non-space characters in one text node) is split across two
 *   lines: each word's Range client rects must all sit on one line, except right
 *   after a hyphen or dash ("two-" / "factor"). Long tokens (an IBAN, an e-mail, a
 *   file name) may break only inside BREAKABLE_SELECTOR, on the element or an ancestor;
 * - the page is not wider than the window (`scrollWidth`), and no visible control
 *   (link, button, field) reaches past either edge of the window or of a box that
 *   scrolls sideways around it (a table's wrapper).
 * Text that is not shown (display none, visibility hidden, a visually-hidden label
 * clipped to 1 px) is not measured: no one sees it wrap.
 */
export async function findNarrowViolations(page: Page): Promise<NarrowViolation[]> {
  // tsx compiles the named helpers below with esbuild's keepNames, which calls a `__name`
  // the page does not have: give it one that leaves the function as it is.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  return page.evaluate((BREAKABLE) => {
    const found: NarrowViolation[] = [];
    const width = window.innerWidth;

    const describe = (element: Element): string => {
      const parts: string[] = [];
      let current: Element | null = element;
      for (let depth = 0; current && current !== document.body && depth < 4; depth += 1) {
        const classes = Array.from(current.classList)
          .slice(0, 2)
          .map((name) => `.${name}`)
          .join('');
        const label = current.getAttribute('data-label');
        parts.unshift(
          `${current.tagName.toLowerCase()}${current.id ? `#${current.id}` : ''}${classes}${
            label ? `[data-label="${label}"]` : ''
          }`,
        );
        current = current.parentElement;
      }
      return parts.join(' > ');
    };

    /** Shown to a sighted reader: laid out, visible, and not clipped down to a pixel. */
    const shown = (element: Element): boolean => {
      if (element.closest('[aria-hidden="true"], [hidden], template, noscript')) return false;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible' || style.display === 'none') return false;
      for (let current: Element | null = element; current; current = current.parentElement) {
        const rect = current.getBoundingClientRect();
        if (rect.width <= 2 || rect.height <= 2) {
          const own = getComputedStyle(current);
          if (own.overflow !== 'visible' || own.clip !== 'auto' || own.clipPath !== 'none') return false;
        }
        if (getComputedStyle(current).opacity === '0') return false;
      }
      return true;
    };

    // (a) Words split across lines.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || !/\S/.test(text)) continue;
      if (parent.closest(`script, style, option, select, textarea, ${BREAKABLE}`)) continue;
      if (!shown(parent)) continue;
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
        const first = rects[0];
        if (!first) continue;
        if (!rects.some((rect) => rect.top >= first.bottom - 1)) continue;
        // Where the word moves to a new line: only right after a hyphen or a dash is
        // that the language's own break ("two-/factor"), not a word cut in two.
        let previousTop = first.top;
        for (let index = 1; index < match[0].length; index += 1) {
          const one = document.createRange();
          one.setStart(node, match.index + index);
          one.setEnd(node, match.index + index + 1);
          const top = one.getBoundingClientRect().top;
          if (top > previousTop + 1 && !/[-\u2010\u2013\u2014]/.test(match[0].charAt(index - 1))) {
            found.push({
              kind: 'word broken',
              selector: describe(parent),
              text: `${match[0].slice(0, index)}/${match[0].slice(index)}`,
            });
            break;
          }
          previousTop = Math.max(previousTop, top);
        }
      }
    }

    // (b) Sideways scrolling and controls past the edges.
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) {
      found.push({
        kind: 'page wider than the screen',
        selector: 'html',
        text: `scrollWidth ${scrollWidth} > ${width}`,
      });
    }
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])',
    );
    for (const control of Array.from(controls)) {
      if (!shown(control)) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      // A skip link waits off screen until it is focused: it is not cut off.
      if (control.matches('.skip-link') && document.activeElement !== control) continue;
      // The window's edges, or those of a box that scrolls sideways (a wide table's
      // wrapper): a control past them is cut off until someone scrolls.
      let left = 0;
      let right = width;
      for (let box = control.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'visible') continue;
        const edges = box.getBoundingClientRect();
        left = Math.max(left, edges.left);
        right = Math.min(right, edges.right);
      }
      if (rect.left < left - 0.5 || rect.right > right + 0.5) {
        const name = (control.textContent ?? '').trim().slice(0, 40) || control.getAttribute('aria-label');
        found.push({
          kind: 'control outside the screen',
          selector: describe(control),
          text: `${name ?? ''} (${Math.round(rect.left)}..${Math.round(rect.right)}, visible ${Math.round(left)}..${Math.round(right)})`,
        });
      }
    }
    return found;
  }, BREAKABLE_SELECTOR);
}

/** The violations as lines a person can act on: screen, kind, selector, text. */
export const describeViolations = (screen: string, violations: readonly NarrowViolation[]): string =>
  violations.map((one) => `${screen}: ${one.kind}: ${one.selector}: "${one.text}"`).join('\n');
