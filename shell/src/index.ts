import { peekSavedRole } from '@portal/auth/src/sessionPersistence';
import { loadRuntimeConfig } from './features/config';
import { preloadAreaFor, registerAreas } from './features/remotes';

// Set by webpack.shared.js: whether the shell's shared singletons (react, the router,
// @portal/auth) are eager, that is, already in main.js.
declare const __SHELL_SHARED_EAGER__: boolean;

// Until bootstrap, only code that uses no shared module (sessionPersistence holds
// plain functions, no state). The remotes feature is imported through its index: the
// shell's package declares only its CSS as side effects, so the build evaluates
// federation.ts alone here, not the React parts the index also re-exports. What runs
// here starts the chain before the page's content — the runtime configuration, then
// the area's remoteEntry.js and its chunks — as early as possible (the server has
// preloaded them when it could).
const config = loadRuntimeConfig().then((loaded) => {
  registerAreas(loaded.remotes);
  // The saved role, unchecked, only says which area to start fetching: checking it needs
  // the contracts' schemas (zod), a download a visitor without a session never pays. A
  // wrong hint only warms an area; the route guard decides by the session bootstrap
  // restores and checks before the first render.
  preloadAreaFor(window.location.pathname, peekSavedRole());
  return loaded;
});

// With eager singletons the bootstrap is part of main.js: a lazy chunk would only add
// a round trip before the first render. Without them, the async boundary lets the
// federation runtime settle the shared modules before any of them is evaluated.
// Either way the start is cut into tasks: one that compiled main.js, settled the federation
// runtime and evaluated React DOM and the shell's screens too held the main thread long
// enough to block a phone's input (Lighthouse's long tasks, docs/benchmarks.md part 3). So
// React DOM (with eager singletons; without them nothing shared may load before the
// bootstrap) and then the bootstrap's own modules are each evaluated in a task of their own.
const bootstrap = __SHELL_SHARED_EAGER__
  ? nextTask()
      .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
      .then(nextTask)
      .then(() => import(/* webpackMode: "eager" */ './bootstrap'))
  : nextTask().then(() => import('./bootstrap'));
void bootstrap.then(({ start }) => start(config));

/** Resolves in a new task, so what follows lets the browser handle input and paint first. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
