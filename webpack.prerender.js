// Prerendering (D41): a production build of an app also writes the static markup of its
// first-screen pages to dist/prerendered/, beside its entry, with pages.json naming each
// page's file and stylesheets. The portal's server places that markup into the page it
// answers (server/src/plugins/static-host/prerenderedPage.ts), so the first screen
// arrives as HTML instead of after the scripts; the shell then takes it over.
const { mkdir, mkdtemp, rm, writeFile } = require('node:fs/promises');
const path = require('node:path');

const PRERENDER_DIR = 'prerendered';

/**
 * Bundles `entry` for Node with esbuild (fast, and a second webpack build would double
 * the build's time): the app's own and the workspace packages' TypeScript is compiled in,
 * npm packages stay external (Node loads them, so React is one copy), stylesheets are
 * left out (the page links them).
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
    return require(outfile);
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
 * Renders `entry`'s pages (its `prerenderPages()` → PrerenderedPage[]) into
 * `<outDir>/prerendered/`: `<n>.html` each, and pages.json,
 * `{ "<path>": { "file": "<n>.html", "styles": ["<css file>", …] } }`, where
 * `stylesOf(sources)` names the stylesheets of the page's modules.
 * @param {{ entry: string, context: string, outDir: string, stylesOf?: (sources: string[]) => string[] }} options
 */
async function prerenderTo({ entry, context, outDir, stylesOf = () => [] }) {
  const { prerenderPages } = await loadPrerenderEntry(entry, context);
  /** @type {PrerenderedPage[]} */
  const pages = await prerenderPages();
  const dir = path.join(outDir, PRERENDER_DIR);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const index = {};
  for (const [n, page] of pages.entries()) {
    const file = `${n}.html`;
    await writeFile(path.join(dir, file), page.html);
    const sources = (page.sources ?? []).map((source) => path.resolve(path.dirname(entry), source));
    index[page.path] = { file, styles: stylesOf(sources) };
  }
  await writeFile(path.join(dir, 'pages.json'), `${JSON.stringify(index, null, 2)}\n`);
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
