import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { apiClient, sessionStore } from '@portal/auth';
import type { RuntimeConfig } from '@portal/contracts';
import '@portal/ui/src/styles.css';
import './shell.css';
import { App } from './App';

/** Renders the shell once the runtime configuration (fetched by index.ts) is in. */
export async function start(configLoading: Promise<RuntimeConfig>) {
  // Restore before the first render so the guard sees a reloaded session (spec §4). A
  // saved session is checked against the contracts' schema, which loads (in a chunk of
  // its own) while the configuration comes in; without one, nothing loads or waits.
  // Should that chunk fail to arrive, the shell still renders, signed out for this
  // page (the saved session stays for the next load), rather than leaving it blank.
  const restored = sessionStore.restore().catch(() => false);
  const [config] = await Promise.all([configLoading, restored]);
  apiClient.configure({ baseUrl: config.apiBaseUrl });

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
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
