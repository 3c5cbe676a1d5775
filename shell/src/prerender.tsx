// The shell's frame (navbar, footer) around the public pages, as static markup written at
// build time (webpack.prerender.js), and around a signed-in first screen, rendered by the
// server on request. The server puts the area's markup of the page where PAGE_SLOT stands
// (D41), so the first screen arrives whole, as React then shows it.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { sessionStore } from '@portal/auth';
import { renderAs } from '@portal/auth/src/renderAs';
import { PUBLIC_SITE_PAGES } from '@portal/contracts/areas';
import type { FirstScreen } from '@portal/contracts/firstScreen';
import { Frame } from './App';
import { ModalProvider } from './features/modals';

/** Where the page's own markup goes in the frame; the server replaces it. */
export const PAGE_SLOT = '%PAGE%';

/** The frame as the shell renders it at `path`, for whoever the session store holds. */
const frameAt = (path: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <ModalProvider>
        <Frame>{PAGE_SLOT}</Frame>
      </ModalProvider>
    </MemoryRouter>,
  );

/**
 * The signed-out frame of each public page (the public site prerenders them all), as the
 * shell renders it at that address: the navbar marks the page's own link.
 */
export function prerenderPages(): Promise<{ path: string; html: string }[]> {
  return Promise.resolve(
    PUBLIC_SITE_PAGES.map((path) => ({
      path,
      html: frameAt(path),
    })),
  );
}

/**
 * The frame of a signed-in page as `screen`'s user sees it (their navbar), with PAGE_SLOT
 * for the area's markup; rendered by the server on request (D41).
 */
export function renderFirstScreen(path: string, screen: FirstScreen): Promise<string | null> {
  return Promise.resolve(renderAs(sessionStore, screen.user, () => frameAt(path)));
}
