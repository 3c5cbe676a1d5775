import path from 'node:path';
import { loadConfig, type ServerConfig } from '../config';
import { TEST_PUBLIC_URL } from '../plugins/http/testing/appUnderTest';
import { TEST_JWT_SECRET, TEST_RECEIPT_SIGNING_KEY } from './testApp';

// The builds' first screens as a production build makes them, for the static host's tests
// (not a test itself).

export const REPO = path.resolve(__dirname, '../../..');

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { prerenderTo } = require(path.join(REPO, 'webpack.prerender.js')) as {
  prerenderTo: (options: {
    entry: string;
    context: string;
    outDir: string;
    stylesOf?: (sources: string[]) => string[];
  }) => Promise<void>;
};

/**
 * What `app`'s build (`shell`, `remotes/customer`, …) writes beside its entry: its prerendered
 * pages and its first-screen renderer (webpack.prerender.js), into `outDir`; `styles` stand for
 * the stylesheets its build would find for every page.
 */
export function prerenderApp(app: string, outDir: string, styles: string[] = []): Promise<void> {
  return prerenderTo({
    entry: path.join(REPO, app, 'src/prerender.tsx'),
    context: path.join(REPO, app),
    outDir,
    stylesOf: () => styles,
  });
}

/** The #root element's markup in a page. */
export const rootOf = (html: string) =>
  /<div id="root"[^>]*>([\s\S]*?)<\/div>\s*<div id="modal-root">/.exec(html)?.[1] ?? '';

/** A test configuration whose files live in `dataDir`. */
export const staticHostConfig = (dataDir: string): ServerConfig =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_PASSWORD: 'Admin-Test-Password-1',
    RECEIPT_SIGNING_KEY: TEST_RECEIPT_SIGNING_KEY,
  });
