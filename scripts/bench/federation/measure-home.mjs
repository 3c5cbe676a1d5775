// Loads `/` of one benchmark build in Chromium and counts its bytes by network idle
// (the shell's auth modals, preloaded once the page is usable, included), as part 1 does.
import { stoppedAfter } from '../support/cleanup.mjs';
import { bytesOf } from '../support/page-bytes.mjs';
import { visitPage } from '../support/page-downloads.mjs';
import { serveBuild } from '../support/static-server.mjs';

/** The public site's home page heading: proof that `/` really rendered. */
const HOME_HEADING = /Pay your vendors abroad/;

/**
 * @param {import('playwright-core').Browser} browser
 * @param {import('../support/layout.mjs').Layout} layout
 */
export async function measureHome(browser, layout) {
  const server = await serveBuild({
    shellDir: layout.shell.distDir,
    remoteDirs: Object.fromEntries(
      Object.entries(layout.remotes).map(([name, build]) => [name, build.distDir]),
    ),
  });
  return stoppedAfter(server.stop, async () => {
    const visit = await visitPage(browser, `${server.url}/`);
    const works = HOME_HEADING.test(visit.heading) && visit.errors.length === 0;
    return { visit, works, bytes: bytesOf(visit.downloads, layout) };
  });
}
