// Prerendering (D41): a production build of an app also writes the static markup of its
// first-screen pages to dist/prerendered/, beside its entry, with pages.json naming each
// page's file and stylesheets. The portal's server places that markup into the page it
// answers (server/src/plugins/static-host/prerenderedPage.ts), so the first screen
// arrives as HTML instead of after the scripts; the shell then takes it over.
const { createHash } = require('node:crypto');
const { mkdir, mkdtemp, readFile, rm, writeFile } = require('node:fs/promises');
const path = require('node:path');

const PRERENDER_DIR = 'prerendered';
/** What the server reads to find an app's first-screen renderer (D41; signedInPage.ts names it too). */
const FIRST_SCREEN_INDEX = 'first-screen.json';
const QUERY_CLIENT_DIR = path.join(__dirname, 'federation/query-client');

/**
 * Bundles `entry` for Node with esbuild (fast, and a second webpack build would double
 * the build's time): the app's own and the workspace packages' TypeScript is compiled in,
 * npm packages stay external (Node loads them, so React is one copy), stylesheets are
 * left out (the page links them). Gives the module and the bundle's text.
 */
async function loadPrerenderEntry(entry, context) {
  const { build } = require('esbuild');
  // Inside the app's folder, so that Node finds the external packages as the app does.
  const cache = path.join(context, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const outDir = await mkdtemp(path.join(cache, 'prerender-'));
  const outfile = path.join(outDir, 'prerender.cjs');
  try {
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      logLevel: 'error',
      loader: { '.css': 'empty' },
      // The areas' page-wide query client, as webpack.shared.js aliases it for the browser.
      alias: { '@portal/query-client': QUERY_CLIENT_DIR },
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [
        {
          name: 'npm-packages-external',
          setup(esbuildBuild) {
            esbuildBuild.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
    });
    return { module: require(outfile), code: await readFile(outfile) };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * The stylesheets (file names in the output) of every chunk group holding one of `files`:
 * what the browser needs to show those modules' markup styled before their scripts run.
 */
function stylesheetsOf(compilation, files) {
  const wanted = new Set(files.map((file) => path.resolve(file)));
  const sheets = new Set();
  for (const module of compilation.modules) {
    // A production build concatenates modules: the sources are then inside one module.
    const resources = [module.resource, ...(module.modules ?? []).map((inner) => inner.resource)];
    if (!resources.some((resource) => resource && wanted.has(resource))) continue;
    for (const chunk of compilation.chunkGraph.getModuleChunks(module)) {
      for (const group of chunk.groupsIterable) {
        for (const groupChunk of group.chunks) {
          for (const file of groupChunk.files) if (file.endsWith('.css')) sheets.add(file);
        }
      }
    }
  }
  return [...sheets].sort();
}

/**
 * @typedef {object} PrerenderedPage
 * @property {string} path  the page's address, e.g. "/about"
 * @property {string} html  its static markup
 * @property {string[]} [sources]  the app's modules it shows (from the entry's folder), whose
 *   stylesheets it needs
 */

/**
 * Writes `entry`'s first screens into `<outDir>/prerendered/`:
 * - its static pages (`prerenderPages()` → PrerenderedPage[]), `<n>.html` each, and pages.json,
 *   `{ "<path>": { "file": "<n>.html", "styles": ["<css file>", …] } }`;
 * - when it renders signed-in first screens on request (`renderFirstScreen(path, screen)`,
 *   D41), its Node bundle as `first-screen.<hash>.cjs` and first-screen.json,
 *   `{ "renderer": "<that file>", "pages": { "<path>": { "styles": […] } } }` for the pages
 *   it names in FIRST_SCREEN_PAGES (none for the shell, whose frame goes round any page).
 * `stylesOf(sources)` names the stylesheets of the page's modules.
 * @param {{ entry: string, context: string, outDir: string, stylesOf?: (sources: string[]) => string[] }} options
 */
async function prerenderTo({ entry, context, outDir, stylesOf = () => [] }) {
  const { module: app, code } = await loadPrerenderEntry(entry, context);
  const dir = path.join(outDir, PRERENDER_DIR);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const stylesOfPage = (page) =>
    stylesOf((page.sources ?? []).map((source) => path.resolve(path.dirname(entry), source)));
  if (typeof app.prerenderPages === 'function') {
    /** @type {PrerenderedPage[]} */
    const pages = await app.prerenderPages();
    const index = {};
    for (const [n, page] of pages.entries()) {
      const file = `${n}.html`;
      await writeFile(path.join(dir, file), page.html);
      index[page.path] = { file, styles: stylesOfPage(page) };
    }
    await writeFile(path.join(dir, 'pages.json'), `${JSON.stringify(index, null, 2)}\n`);
  }
  if (typeof app.renderFirstScreen === 'function') {
    // Named by its content: the server loads a renderer once per file, so a rebuilt
    // remote's new renderer is a new file, read on the next request.
    const renderer = `first-screen.${createHash('sha256').update(code).digest('hex').slice(0, 16)}.cjs`;
    await writeFile(path.join(dir, renderer), code);
    const pages = {};
    for (const page of app.FIRST_SCREEN_PAGES ?? []) pages[page.path] = { styles: stylesOfPage(page) };
    const index = { renderer, pages };
    await writeFile(path.join(dir, FIRST_SCREEN_INDEX), `${JSON.stringify(index, null, 2)}\n`);
  }
}

/** After a production build, prerenders `entry`'s pages beside the build's files (prerenderTo). */
class PrerenderPlugin {
  /** @param {{ entry: string }} options */
  constructor({ entry }) {
    this.entry = entry;
  }

  apply(compiler) {
    if (compiler.options.mode !== 'production') return;
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', (compilation) =>
      prerenderTo({
        entry: this.entry,
        context: compiler.context,
        outDir: compilation.outputOptions.path,
        stylesOf: (sources) => stylesheetsOf(compilation, sources),
      }),
    );
  }
}

module.exports = { PrerenderPlugin, PRERENDER_DIR, prerenderTo };
