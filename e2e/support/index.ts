export { launchBrowser, trackPageErrors, CHROMIUM_PATH } from './browser';
export { startPortal, freePort, REPO_DIR, type RunningPortal } from './portal';
export { serveFolder, type StaticServer } from './staticServer';
