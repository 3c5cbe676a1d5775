import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { security } from '@portal/auth';
import { Alert } from '../Alert';
import { LoadFailed, useServerData } from '../server-data';
import { deviceOf, whenOf } from './sessionLabels';
import { failureOf } from './securityFailure';
import { refusalMessage } from './useSecurityRead';
import './security.css';

/**
 * The account's live sessions, this one marked, and one way to end them all (a lost
 * phone, a shared computer). Ending them ends this one too, so it signs out here.
 */
export function ActiveSessionsSection() {
  const titleId = useId();
  const navigate = useNavigate();
  const { state, reload } = useServerData(security.listSessions, security.listSessions);
  const [ending, setEnding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const endAll = async () => {
    if (ending) return;
    setEnding(true);
    setFailure(null);
    try {
      await security.endAllSessions();
      void navigate('/');
    } catch (failure) {
      setEnding(false);
      setFailure(failureOf(failure).message);
    }
  };

  return (
    <section
      className="card stack security-section"
      aria-labelledby={titleId}
      aria-busy={state.status === 'loading'}
    >
      <h2 id={titleId}>Active sessions</h2>
      {state.status === 'loading' && <p className="muted">Loading your sessions…</p>}
      {state.status === 'error' && <LoadFailed message={refusalMessage(state.failure)} onRetry={reload} />}
      {state.status === 'ready' && (
        <ul className="session-list" aria-label="Signed-in sessions">
          {state.data.map((session) => (
            <li key={session.id} className="session-item">
              <p>
                <strong>{deviceOf(session.userAgent)}</strong>
                {session.current && (
                  <>
                    {' '}
                    <span className="badge">This session</span>
                  </>
                )}
              </p>
              <p className="muted">
                Signed in {whenOf(session.createdAt)} · last active {whenOf(session.lastUsedAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div>
        <button
          type="button"
          className="btn btn-danger"
          aria-disabled={ending || undefined}
          onClick={() => void endAll()}
        >
          {ending ? 'Signing out...' : 'Sign out of all sessions'}
        </button>
      </div>
      <p className="muted">
        Every device signed in to your account, this one included, will need to log in again.
      </p>
    </section>
  );
}
