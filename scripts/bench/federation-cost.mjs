// Part 2 of issue 6: what federation costs on `/`. The shell and the public site are
// built federated (as shipped, and with each size lever on or off) and as one ordinary
// bundle from the same sources; each build's `/` is loaded in Chromium and its bytes
// counted the same way as part 1.
import { ownerTable } from './bytes.mjs';
import { buildSingleBundle, buildVariant } from './federation/builds.mjs';
import { measureHome } from './federation/measure-home.mjs';
import {
  APPLIED,
  APPLIED_ALONE,
  APPLIED_WITHOUT,
  CANDIDATES,
  STARTING_POINT,
} from './federation/variants.mjs';
import { PARTS } from './support/classify.mjs';
import { withBrowser } from './support/portal.mjs';
import { kb } from './support/table.mjs';
import { sourcesFingerprint } from './support/webpack-build.mjs';

export const RATIO_GOAL = 1.3;

const signedKb = (bytes) => `${bytes >= 0 ? '+' : '−'}${kb(Math.abs(bytes))}`;

/** @param {{ log: (line: string) => void }} context */
export async function runFederationCost({ log }) {
  const fingerprint = sourcesFingerprint();
  const variants = [STARTING_POINT, ...APPLIED_ALONE, APPLIED, ...APPLIED_WITHOUT, ...CANDIDATES];
  const layouts = new Map();
  for (const variant of variants) {
    const built = await buildVariant(variant, fingerprint, log).catch((error) => ({
      failure: `build failed: ${error instanceof Error ? error.message.split('\n').slice(0, 3).join(' ') : String(error)}`,
    }));
    layouts.set(variant.name, built);
  }
  const singleLayout = await buildSingleBundle(fingerprint, log);

  return withBrowser(async (browser) => {
    const measured = new Map();
    for (const variant of variants) {
      log(`loading / of "${variant.label}"…`);
      // A lever that breaks the page is a result too, not the end of the part.
      const layout = layouts.get(variant.name);
      if (layout.failure) {
        measured.set(variant.name, layout);
        continue;
      }
      const result = await measureHome(browser, layout).catch((error) => ({
        failure: error instanceof Error ? error.message : String(error),
      }));
      measured.set(variant.name, result);
    }
    log('loading / of the single bundle…');
    const single = await measureHome(browser, singleLayout);

    const shipped = measured.get(APPLIED.name);
    const start = measured.get(STARTING_POINT.name);
    for (const [name, result] of [
      ['shipped', shipped],
      ['no lever', start],
    ]) {
      if (result.failure) throw new Error(`the ${name} build's / did not load: ${result.failure}`);
    }
    const ratio = shipped.bytes.total.js.gzip / single.bytes.total.js.gzip;
    const startRatio = start.bytes.total.js.gzip / single.bytes.total.js.gzip;
    const row = (label, { bytes, visit }) => [
      label,
      kb(bytes.total.js.gzip),
      kb(bytes.total.js.raw),
      kb(bytes.total.css.gzip),
      bytes.files.length,
      `${visit.usableMs} ms`,
    ];

    const comparison = {
      title: '/ federated against one ordinary bundle (same sources; gzip level 9)',
      columns: ['build', 'JS gzip', 'JS raw', 'CSS gzip', 'JS/CSS files', 'usable after'],
      rows: [
        row('federated, as shipped', shipped),
        row('federated, no lever', start),
        row('single bundle (bench/single-bundle)', single),
      ],
      notes: [
        `federated / single (JS gzip): ${ratio.toFixed(2)} as shipped (${startRatio.toFixed(2)} with no lever); goal ≤ ${RATIO_GOAL} — ${ratio <= RATIO_GOAL ? 'met' : 'NOT met'}`,
        'builds served from .bench/ by a plain local server; "usable after" is on loopback with no throttling',
      ],
    };

    const byPart = {
      title: 'Where the difference is (JS gzip of /, by part)',
      columns: ['part', 'federated', 'single', 'difference'],
      rows: PARTS.map((part) => {
        const federated = shipped.bytes.byPart.js[part].gzip;
        const alone = single.bytes.byPart.js[part].gzip;
        return [part, kb(federated), kb(alone), signedKb(federated - alone)];
      }),
    };

    const leverRow = (variant, base) => {
      const result = measured.get(variant.name);
      if (result.failure) return [variant.label, '—', '—', '—', '—', `NO: ${result.failure}`.slice(0, 80)];
      const gzip = result.bytes.total.js.gzip;
      return [
        variant.label,
        kb(gzip),
        signedKb(gzip - base.bytes.total.js.gzip),
        (gzip / single.bytes.total.js.gzip).toFixed(2),
        result.bytes.files.length,
        result.works ? 'yes' : `NO: ${result.visit.errors[0] ?? result.visit.heading}`.slice(0, 80),
      ];
    };
    const levers = {
      title: 'Levers: JS gzip of / per build (each a real build of shell + public site)',
      columns: ['build', 'JS gzip', 'change', '÷ single', 'files', '/ renders'],
      rows: [
        leverRow(STARTING_POINT, start),
        ...APPLIED_ALONE.map((variant) => leverRow(variant, start)),
        leverRow(APPLIED, start),
        ...APPLIED_WITHOUT.map((variant) => leverRow(variant, shipped)),
        ...CANDIDATES.map((variant) => leverRow(variant, shipped)),
      ],
      notes: [
        '"+ lever alone": change against "no lever"; "shipped − lever" and the rows after it: change against the shipped build',
        'levers are defined in webpack.shared.js (DEFAULT_LEVERS) and scripts/bench/federation/variants.mjs',
      ],
    };

    return [
      comparison,
      byPart,
      levers,
      ownerTable('JS of / by package or folder, federated as shipped', shipped.bytes),
    ];
  });
}
