import { renderTarget } from './renderTarget';

const PAGE =
  '<a class="skip-link" href="#main-content">Skip to content</a><div class="app-body"><main id="main-content"><h1>About</h1><a href="/contact">Contact</a></main></div>';

function prerenderedDocument(markup = PAGE): Document {
  document.body.innerHTML = `<div id="root" data-prerendered>${markup}</div>`;
  return document;
}

/** A signed-in dashboard as the server rendered it, its figures in (D41), and while they load. */
const DASHBOARD = '<div class="app-body"><main><h1>Welcome, Ada</h1><p>3 payments</p></main></div>';
const DASHBOARD_LOADING =
  '<div class="app-body"><main><h1>Welcome, Ada</h1><div class="skeleton"><p role="status">Loading</p></div><section aria-busy="true" hidden></section></main></div>';

/** A public page whose markup was made before its read answered (`/contact`'s details). */
const CONTACT = '<div class="app-body"><main><h1>Contact</h1><dl aria-busy="true"></dl></main></div>';

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('renderTarget', () => {
  it('swaps the rendered page in for the prerendered one once it shows content', async () => {
    const live = renderTarget(prerenderedDocument());
    live.innerHTML = PAGE;
    await settle();
    expect(document.getElementById('root')).toBe(live);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('keeps the prerendered page while the rendered one still shows a loading placeholder', async () => {
    const live = renderTarget(prerenderedDocument());
    live.innerHTML = '<div class="app-body"><div class="area-loading">Loading</div></div>';
    await settle();
    expect(document.getElementById('root')).not.toBe(live);
    expect(live.isConnected).toBe(false);
  });

  it('holds one page at a time: the page being rendered is not in the document until it swaps in', async () => {
    const live = renderTarget(prerenderedDocument(DASHBOARD));
    live.innerHTML = DASHBOARD_LOADING;
    await settle();
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelector('.skeleton')).toBeNull();
    live.innerHTML = DASHBOARD;
    await settle();
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.getElementById('root')).toBe(live);
  });

  it('keeps a signed-in first screen until the rendered one has its figures too, then swaps', async () => {
    const live = renderTarget(prerenderedDocument(DASHBOARD));
    live.innerHTML = DASHBOARD_LOADING;
    await settle();
    expect(live.isConnected).toBe(false);
    expect(document.getElementById('root')?.textContent).toContain('3 payments');
    live.innerHTML = DASHBOARD;
    await settle();
    expect(document.getElementById('root')).toBe(live);
  });

  it("does not wait for a read the markup was made without (a public page's details)", async () => {
    const live = renderTarget(prerenderedDocument(CONTACT));
    live.innerHTML = CONTACT;
    await settle();
    expect(document.getElementById('root')).toBe(live);
  });

  it('gives focus to the same control in the new page when the user tabbed before the swap', async () => {
    const live = renderTarget(prerenderedDocument());
    (document.querySelector('#root .skip-link') as HTMLElement).focus();
    live.innerHTML = PAGE;
    await settle();
    expect(document.activeElement).toBe(live.querySelector('.skip-link'));
  });

  it('follows the prerendered skip link into the main content, and keeps it there after the swap', async () => {
    const live = renderTarget(prerenderedDocument());
    (document.querySelector('#root .skip-link') as HTMLElement).click();
    expect(document.activeElement).toBe(document.querySelector('#root main'));
    live.innerHTML = PAGE;
    await settle();
    expect(document.activeElement).toBe(live.querySelector('main'));
  });

  it('leaves focus alone when nothing in the prerendered page had it', async () => {
    const live = renderTarget(prerenderedDocument());
    live.innerHTML = PAGE;
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});
