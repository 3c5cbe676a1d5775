import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { apiClient, restoreSession, sessionStore, takeFirstScreen } from '@portal/auth';
import { firstReadsFor } from '@portal/contracts/areas';
import type { RuntimeConfig } from '@portal/contracts/remote';
import '@portal/ui/src/styles.css';
import './shell.css';
import { App } from './App';
import { renderTarget } from './features/first-paint';

/**
 * How long the first render waits for a saved session to be checked. The check needs the
 * contracts' schemas, a chunk of their own, and webpack gives up on a chunk that stalls
 * only after 120 s: a reload left blank that long looks broken. A few seconds cover the
 * small chunk on a slow connection; past them the shell renders signed out, as when the
 * chunk fails, and a check that completes later still signs the user in then.
 */
export const SESSION_CHECK_WAIT_MS = 5_000;

/** Renders the shell once the runtime configuration (fetched by index.ts) is in. */
export async function start(configLoading: Promise<RuntimeConfig>) {
  // Restore before the first render so the guard sees a reloaded session (spec §4). With
  // the marker that a refresh cookie may exist (D39: a reload, a new tab), a refresh by
  // the cookie signs the tab in silently; its answer is checked against the contracts'
  // schema, which loads in a chunk of its own. Without
  // the marker, nothing is asked, loaded or waited for. Should the refresh not answer in
  // time, the shell still renders (the guard shows its skeleton until it ends) rather than
  // leaving the page blank. A late answer does not undo a sign-in or sign-out made
  // meanwhile: the newer change stands.
  // The refresh goes to the configured API: the configuration comes first. The server
  // writes it into the page, so it is there at once; only a static host's /config.json
  // costs a round trip.
  const config = await configLoading;
  apiClient.configure({ baseUrl: config.apiBaseUrl });
  // D41: a page the server answered with its first screen (a live session's cookie) renders
  // from it at once; the refresh that brings the access token runs beside the first render.
  const firstScreen = takeFirstScreen();
  if (firstScreen) {
    void apiClient.startFromPage(firstScreen).catch(() => false);
  } else {
    await atMost(
      SESSION_CHECK_WAIT_MS,
      restoreSession().catch(() => false),
      false,
    );
  }
  // The page's first reads start now that the session is known, while React starts and
  // the area's chunks still download, rather than after the area's first render; the
  // area's own calls then take their answers (ApiClient.readAhead). The first screen's
  // reads came with the page.
  const { isAuthenticated, user } = sessionStore.getState();
  if (!firstScreen && isAuthenticated && user) {
    try {
      apiClient.readAhead(firstReadsFor(window.location.pathname, user));
    } catch {
      // Best effort: without the reads ahead, the area asks for itself.
    }
  }

  // A prerendered public page stays as the server sent it until React shows the same (D41).
  const root = createRoot(renderTarget(document));
  // A transition lets React yield while it renders the shell, so the first render
  // does not hold the main thread in one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

/** What `promise` settles to, or `fallback` once `ms` have passed without it settling. */
function atMost<T>(ms: number, promise: Promise<T>, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
