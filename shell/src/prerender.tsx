// The shell's frame (navbar, footer) around the public pages, as static markup written at
// build time (webpack.prerender.js). The server puts the public site's markup of the page
// where PAGE_SLOT stands (D41), so the first screen arrives whole, as React then shows it.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PUBLIC_SITE_PAGES } from '@portal/contracts/areas';
import { Frame } from './App';
import { ModalProvider } from './features/modals';

/** Where the page's own markup goes in the frame; the server replaces it. */
export const PAGE_SLOT = '%PAGE%';

/**
 * The signed-out frame of each public page (the public site prerenders them all), as the
 * shell renders it at that address: the navbar marks the page's own link.
 */
export function prerenderPages(): Promise<{ path: string; html: string }[]> {
  return Promise.resolve(
    PUBLIC_SITE_PAGES.map((path) => ({
      path,
      html: renderToStaticMarkup(
        <MemoryRouter initialEntries={[path]}>
          <ModalProvider>
            <Frame>{PAGE_SLOT}</Frame>
          </ModalProvider>
        </MemoryRouter>,
      ),
    })),
  );
}
