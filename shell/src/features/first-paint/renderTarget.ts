/** What still stands in for the page's content in the live tree: an area or a page loading. */
const PLACEHOLDERS = '.area-loading, .page-loading';

/** The live tree shows the page once its body has content and nothing is loading in it. */
const showsPage = (live: HTMLElement) =>
  live.querySelector('.app-body > *') !== null && live.querySelector(PLACEHOLDERS) === null;

/**
 * What a visitor typed into the prerendered page's fields before the takeover stays
 * typed (fields are matched by id); returns the id of the field they were in, if any.
 */
function carryOverInput(from: HTMLElement, to: HTMLElement): string | null {
  for (const field of from.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[id], textarea[id]',
  )) {
    if (field.value === field.defaultValue) continue;
    const twin = to.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${CSS.escape(field.id)}`);
    if (twin && twin.value === twin.defaultValue) twin.value = field.value;
  }
  const focused = from.ownerDocument.activeElement;
  return focused && from.contains(focused) && focused.id ? focused.id : null;
}

/**
 * Where React renders the shell (D41). A page the server answered with its prerendered
 * first screen (#root marked `data-prerendered`) keeps showing that markup while React
 * renders the same page into a hidden sibling; once that shows the page's content, the
 * sibling takes #root's place in one step, so nothing flashes or moves. Rendering the
 * identical tree anew, rather than hydrating, is what a federated page allows: the area's
 * code arrives after React starts, and a hydration that found a loading placeholder where
 * the markup has the page would throw the markup away and show the placeholder.
 */
export function renderTarget(document: Document): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  if (!root.hasAttribute('data-prerendered')) return root;
  const live = document.createElement('div');
  live.hidden = true;
  root.after(live);
  const observer = new MutationObserver(() => {
    if (!showsPage(live)) return;
    observer.disconnect();
    const focusedId = carryOverInput(root, live);
    root.remove();
    live.id = 'root';
    live.hidden = false;
    // Only a shown element takes the focus: the field the visitor was in keeps it.
    if (focusedId) document.getElementById(focusedId)?.focus({ preventScroll: true });
  });
  observer.observe(live, { childList: true, subtree: true });
  return live;
}
