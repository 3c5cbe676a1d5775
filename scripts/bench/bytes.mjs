// Part 1 of issue 6: the JavaScript and CSS a first visit downloads by network idle
// (what makes the page usable, and the shell's auth modals it preloads right after),
// for the three areas' landing pages, split by where the bytes come from.
import { statSync } from 'node:fs';
import path from 'node:path';
import { PARTS } from './support/classify.mjs';
import { deployedLayout } from './support/layout.mjs';
import { bytesOf } from './support/page-bytes.mjs';
import { visitPage } from './support/page-downloads.mjs';
import { ensureBuilt, withBrowser, withPortal } from './support/portal.mjs';
import { kb } from './support/table.mjs';

export const HOME_JS_BUDGET_GZIP = 130 * 1024;
/** Issue 34.3: the staff dashboard, with the admin area split by route like the customer area. */
export const ADMIN_DASHBOARD_JS_BUDGET_GZIP = 180 * 1024;

const PAGES = [
  { path: '/', session: undefined },
  {
    path: '/dashboard/overview',
    session: {
      user: {
        id: 'bench-user',
        name: 'Bench Customer',
        email: 'customer@bench.local',
        role: 'user',
        approved: true,
      },
      token: 'bench-token',
    },
  },
  {
    path: '/admin/dashboard',
    session: {
      user: {
        id: 'bench-admin',
        name: 'Bench Admin',
        email: 'admin@bench.local',
        role: 'admin',
        approved: true,
      },
      token: 'bench-token',
    },
  },
];

const PART_LABELS = {
  shell: 'shell',
  runtime: 'federation runtime (+ webpack bootstrap)',
  libraries: 'libraries (npm + shared/*)',
  remote: "remote's own code",
};

/** When each measured build was made: the part measures the dist folders as they are. */
function buildTimes(layout) {
  const builds = { shell: layout.shell, ...layout.remotes };
  return Object.entries(builds)
    .map(([app, build]) => {
      const stamp = statSync(path.join(build.distDir, app === 'shell' ? 'main.js' : 'remoteEntry.js')).mtime;
      return `${app} ${stamp.toISOString().slice(0, 16).replace('T', ' ')}`;
    })
    .join(', ');
}

/** Is the real sign-in there yet? It only changes what the output says about the mode. */
async function loginApiExists(url) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  return response.status !== 404;
}

/** One table per page: the parts as rows. */
function pageTable(page, bytes, visit) {
  const rows = PARTS.map((part) => [
    PART_LABELS[part],
    kb(bytes.byPart.js[part].gzip),
    kb(bytes.byPart.js[part].raw),
    kb(bytes.byPart.css[part].gzip),
    kb(bytes.byPart.css[part].raw),
  ]);
  rows.push([
    'total',
    kb(bytes.total.js.gzip),
    kb(bytes.total.js.raw),
    kb(bytes.total.css.gzip),
    kb(bytes.total.css.raw),
  ]);
  const notes = [
    `rendered: "${visit.heading}"; ${bytes.files.length} JS/CSS files; usable after ${visit.usableMs} ms`,
  ];
  if (visit.late.length)
    notes.push(`requested after it was usable (idle-time preloads, counted): ${visit.late.join(', ')}`);
  if (bytes.unknown.length) notes.push(`not found in the builds (not counted): ${bytes.unknown.join(', ')}`);
  return {
    title: `Bytes of ${page.path} by network idle${page.session ? ` (signed in as ${page.session.user.role})` : ''}`,
    columns: ['part', 'JS gzip', 'JS raw', 'CSS gzip', 'CSS raw'],
    rows,
    notes,
  };
}

/** JS of a page by package or folder, largest first: where the bytes are. */
export function ownerTable(title, bytes) {
  const rows = [...bytes.byOwner.entries()]
    .sort((a, b) => b[1].gzip - a[1].gzip)
    .filter(([, owner]) => owner.gzip >= 50)
    .map(([name, owner]) => [name, owner.part, kb(owner.gzip), kb(owner.raw), [...owner.apps].join(' + ')]);
  return {
    title,
    columns: ['package or folder', 'part', 'gzip', 'raw', 'shipped by'],
    rows,
    notes: ['a package "shipped by" two builds is downloaded twice'],
  };
}

/**
 * @param {{ log: (line: string) => void }} context
 */
export async function runBytes({ log }) {
  ensureBuilt(log);
  const layout = deployedLayout();
  return withPortal((portal) =>
    withBrowser(async (browser) => {
      const login = await loginApiExists(portal.url);
      const results = [];
      for (const page of PAGES) {
        log(`loading ${page.path}…`);
        const visit = await visitPage(browser, `${portal.url}${page.path}`, { session: page.session });
        const usable = bytesOf(
          visit.downloads.filter((download) => !download.afterUsable),
          layout,
        );
        results.push({ page, visit, bytes: bytesOf(visit.downloads, layout), usable });
      }
      const home = results[0].bytes;
      const adminDashboard = results.find(({ page }) => page.path === '/admin/dashboard')?.bytes;
      const summary = {
        title: 'First visit, JS and CSS by network idle (gzip level 9; raw = as built)',
        columns: [
          'page',
          'mode',
          'JS gzip',
          'of which before usable',
          'JS raw',
          'CSS gzip',
          'CSS raw',
          'served (br)',
          'files',
        ],
        rows: results.map(({ page, bytes, usable }) => [
          page.path,
          page.session ? `injected ${page.session.user.role} session` : 'signed out',
          kb(bytes.total.js.gzip),
          kb(usable.total.js.gzip),
          kb(bytes.total.js.raw),
          kb(bytes.total.css.gzip),
          kb(bytes.total.css.raw),
          kb(bytes.files.reduce((sum, file) => sum + file.transferred, 0)),
          bytes.files.length,
        ]),
        notes: [
          `goal: / at most ${kb(HOME_JS_BUDGET_GZIP)} gzip JS by network idle, the auth modals included — ${home.total.js.gzip <= HOME_JS_BUDGET_GZIP ? 'met' : 'NOT met'} (${kb(home.total.js.gzip)})`,
          adminDashboard
            ? `goal: /admin/dashboard at most ${kb(ADMIN_DASHBOARD_JS_BUDGET_GZIP)} gzip JS by network idle — ${adminDashboard.total.js.gzip <= ADMIN_DASHBOARD_JS_BUDGET_GZIP ? 'met' : 'NOT met'} (${kb(adminDashboard.total.js.gzip)})`
            : 'goal: /admin/dashboard was not measured',
          `signed-in pages: the session marker and hint are written into storage, the silent refresh (D39) is answered with the session and the rest of the API with 503, because ${
            login ? 'the bench does not create accounts' : '/api/auth/login does not exist yet'
          }; the JS and CSS downloaded do not depend on the token`,
          'gzip is zlib level 9 of each file; a file holding several parts is split in proportion to raw bytes (source maps)',
          'served (br): the bytes the portal server actually sent (brotli: the build’s quality-11 copies, on the fly for what has none)',
          `entry files last written (UTC; webpack leaves an unchanged file alone): ${buildTimes(layout)}`,
        ],
      };
      return [
        summary,
        ...results.map(({ page, bytes, visit }) => pageTable(page, bytes, visit)),
        ownerTable('JS of / by package or folder', home),
      ];
    }),
  );
}
