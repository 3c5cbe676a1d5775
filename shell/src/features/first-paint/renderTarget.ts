import { skipToContent } from '../navigation';

/**
 * What a page shows while its content is on its way: the area's and a page's placeholder,
 * a skeleton (shared/ui) and a region marked busy. The live tree takes the markup's place
 * once it is no more in waiting than the markup: a signed-in first screen (D41) was
 * rendered with its reads answered, and the live one, which takes the same reads a moment
 * later, is shown when it has them too; a public page's markup was made without its reads
 * (`/contact`'s support details), and the live tree need not wait for those.
 */
// (The public site's page placeholder is marked busy. Written tight: it is part of `/`'s first script.)
const STILL_LOADING = '.area-loading,.skeleton,[aria-busy=true]';

/**
 * Where React renders the shell (D41). A page the server answered with its prerendered
 * first screen (#root marked `data-prerendered`) keeps showing that markup while React
 * renders the same page into an element outside the document; once that shows the page's
 * content (and no more in waiting than the markup), it takes #root's place in one step, so
 * nothing flashes or moves. Outside, not a hidden sibling: the document holds one page at a
 * time, so nothing that looks for the navbar or a figure (a test, an extension) finds two. Rendering the identical tree anew, rather than hydrating, is
 * what a federated page allows: the area's code arrives after React starts, and a
 * hydration that found a loading placeholder where the markup has the page would throw
 * the markup away and show the placeholder. Kept small: it is part of `/`'s first script.
 *
 * A keyboard user may already have pressed Tab on the markup (the skip link is its first
 * stop): the swap gives focus to the same place in the new tree, so it is not lost to
 * the document body; and the markup's skip link already does what the live one does.
 */
export function renderTarget(document: Document): HTMLElement {
  const root = document.getElementById('root');
  // A programming error, worded tight (`/`'s first script).
  if (!root) throw new Error('No #root');
  if (!root.hasAttribute('data-prerendered')) return root;
  const followSkipLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a.skip-link')) skipToContent(event);
  };
  root.addEventListener('click', followSkipLink);
  const live = document.createElement('div');
  const waiting = (tree: Element) => tree.querySelectorAll(STILL_LOADING).length;
  const inMarkup = waiting(root);
  const observer = new MutationObserver(() => {
    if (!live.querySelector('.app-body>*') || waiting(live) > inMarkup) return;
    observer.disconnect();
    const focused = document.activeElement;
    const focusedPath = pathTo(root, focused);
    live.id = 'root';
    root.replaceWith(live);
    if (focusedPath) refocus(live, focusedPath, focused);
  });
  observer.observe(live, { childList: true, subtree: true });
  return live;
}

/** The child indices from `root` down to `node`, or null when `node` is not inside it. */
function pathTo(root: Element, node: Element | null): number[] | null {
  if (!node || node === root || !root.contains(node)) return null;
  const path: number[] = [];
  for (let at: Element = node; at !== root; at = at.parentElement as Element) {
    path.unshift(Array.prototype.indexOf.call((at.parentElement as Element).children, at));
  }
  return path;
}

/** Focuses the element at `path` in the new tree when it is the same kind of element. */
function refocus(root: Element, path: number[], was: Element | null) {
  let at: Element | undefined = root;
  for (const index of path) at = at?.children[index];
  if (!(at instanceof HTMLElement) || at.tagName !== was?.tagName) return;
  // A landmark the skip link made focusable (tabindex -1) needs the same in the new tree.
  const tabIndex = was.getAttribute('tabindex');
  if (tabIndex !== null && !at.hasAttribute('tabindex')) at.setAttribute('tabindex', tabIndex);
  at.focus({ preventScroll: true });
}
