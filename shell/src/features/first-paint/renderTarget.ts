/**
 * Where React renders the shell (D41). A page the server answered with its prerendered
 * first screen (#root marked `data-prerendered`) keeps showing that markup while React
 * renders the same page into a hidden sibling; once that shows the page's content (no
 * area or page placeholder left in it), the sibling takes #root's place in one step, so
 * nothing flashes or moves. Rendering the identical tree anew, rather than hydrating, is
 * what a federated page allows: the area's code arrives after React starts, and a
 * hydration that found a loading placeholder where the markup has the page would throw
 * the markup away and show the placeholder. Kept small: it is part of `/`'s first script.
 */
export function renderTarget(document: Document): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  if (!root.hasAttribute('data-prerendered')) return root;
  const live = document.createElement('div');
  live.hidden = true;
  root.after(live);
  const observer = new MutationObserver(() => {
    if (!live.querySelector('.app-body > *') || live.querySelector('.area-loading, .page-loading')) return;
    observer.disconnect();
    root.remove();
    live.id = 'root';
    live.hidden = false;
  });
  observer.observe(live, { childList: true, subtree: true });
  return live;
}
