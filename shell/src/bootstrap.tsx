import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { apiClient, sessionStore, setDesignatedAdminEmail } from '@portal/auth';
import '@portal/ui/src/styles.css';
import './shell.css';
import { App } from './App';
import { loadRuntimeConfig } from './features/config';
import { registerAreas } from './features/remotes';

async function start() {
  // Restore before the first render so the guard sees a reloaded session (spec §4).
  sessionStore.restore();
  const config = await loadRuntimeConfig();
  apiClient.configure({ baseUrl: config.apiBaseUrl });
  setDesignatedAdminEmail(config.adminEmail);
  registerAreas(config.remotes);

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
