// The public site's pages as static markup, written at build time beside the remote's
// entry (webpack.prerender.js) for the server to place in the page (D41). They are the
// real screens, rendered by the same Area the shell loads, so what the visitor sees first
// is what React then shows.
import { PassThrough } from 'node:stream';
import { MemoryRouter } from 'react-router-dom';
import { prerenderToNodeStream } from 'react-dom/static';
import PublicSiteArea from './Area';
import { PrerenderingContext } from './features/prerendering';

/**
 * The pages whose first screen is known without a request: the ones that need a token
 * or a read (an invitation, a vendor's link, a receipt) show their own loading state
 * until the page's scripts ask, so they keep the plain page. `/contact`'s form is written
 * disabled (features/prerendering): typed into before the shell's takeover, what was typed
 * would be lost with the markup. `sources` are the modules the page shows (from this
 * folder), whose stylesheets the page must link.
 */
const PAGES: { path: string; sources: string[] }[] = [
  { path: '/', sources: ['Area.tsx'] },
  { path: '/about', sources: ['Area.tsx', 'screens/AboutScreen.tsx'] },
  { path: '/contact', sources: ['Area.tsx', 'screens/ContactScreen.tsx'] },
];

/** Nothing is opened while the markup is made; the page's own scripts wire the buttons. */
const noModal = () => undefined;

async function markupOf(element: React.ReactNode): Promise<string> {
  // prerender waits for the lazy screens (About, Contact) to load, where renderToString
  // would write their loading placeholder.
  const { prelude } = await prerenderToNodeStream(element);
  const chunks: Buffer[] = [];
  const sink = prelude.pipe(new PassThrough());
  for await (const chunk of sink) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The area's markup of each page, as the shell's router would show it at that address. */
export async function prerenderPages(): Promise<{ path: string; html: string; sources: string[] }[]> {
  const pages = [];
  for (const page of PAGES) {
    const html = await markupOf(
      <PrerenderingContext value>
        <MemoryRouter initialEntries={[page.path]}>
          <PublicSiteArea openModal={noModal} />
        </MemoryRouter>
      </PrerenderingContext>,
    );
    pages.push({ ...page, html });
  }
  return pages;
}
