/** Every area renders its page content in `<main id="main-content">`. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * Moves focus into the page's main content, past the navbar (and a portal's
 * sidebar). Following the bare #fragment would only scroll: focus would stay on
 * the link, or fall to the document, and the next Tab would not start in the
 * content. So the target is focused itself, as a landmark that only a script
 * focuses (tabindex -1), and the address is left as it was. A prerendered page's
 * skip link (D41) is given the same by first-paint until React takes over.
 */
export function skipToContent(event: Pick<Event, 'preventDefault'>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
      Skip to content
    </a>
  );
}
