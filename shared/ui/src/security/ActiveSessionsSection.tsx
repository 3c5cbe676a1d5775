import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { security } from '@portal/auth/security';
import { Alert } from '../Alert';
import { Dialog } from '../dialog';
import { LoadFailed } from '../server-data';
import { deviceOf, whenOf } from './sessionLabels';
import { useActiveSessions } from './sessionQueries';
import { failureOf, refusalMessage } from './securityFailure';
import './security.css';

/**
 * Router state for /login after ending every session, so the shell's Log In says what
 * happened and how many sessions ended (this page is gone once the session is).
 */
export const sessionsEndedState = (ended: number) => ({ loginNotice: 'sessions-ended', ended }) as const;

/** What the confirmation says will end: the sessions the server listed, when it has. */
function whatEnds(count: number | undefined): string {
  if (count === undefined || count < 1)
    return 'Every device signed in to your account, this one included, will be signed out.';
  if (count === 1) return 'This session, the only one signed in, will be signed out.';
  return `All ${count} sessions listed, this one included, will be signed out. Each device will need to log in again.`;
}

/**
 * The account's live sessions, this one marked, and one way to end them all (a lost
 * phone, a shared computer). Ending them ends this one too, so it signs out here;
 * a dialog asks first (Escape or Cancel keeps everything as it is).
 */
export function ActiveSessionsSection() {
  const titleId = useId();
  const navigate = useNavigate();
  // Read through the page's QueryClient, like every other server read of the remotes.
  const sessions = useActiveSessions();
  const [confirming, setConfirming] = useState(false);
  const [ending, setEnding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Ending every session cannot be undone and signs out here too: asked first.
  const endAll = async () => {
    if (ending) return;
    setEnding(true);
    setFailure(null);
    try {
      const ended = await security.endAllSessions();
      void navigate('/login', { state: sessionsEndedState(ended) });
    } catch (failure) {
      setEnding(false);
      setConfirming(false);
      setFailure(failureOf(failure).message);
    }
  };

  return (
    <section className="card stack security-section" aria-labelledby={titleId} aria-busy={sessions.isPending}>
      <h2 id={titleId}>Active sessions</h2>
      {sessions.isPending && <p className="muted">Loading your sessions…</p>}
      {sessions.isError && (
        <LoadFailed message={refusalMessage(sessions.error)} onRetry={() => void sessions.refetch()} />
      )}
      {sessions.isSuccess && (
        <ul className="session-list" aria-label="Signed-in sessions">
          {sessions.data.map((session) => (
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
          onClick={() => {
            setFailure(null);
            setConfirming(true);
          }}
        >
          Sign out of all sessions
        </button>
      </div>
      {confirming && (
        <Dialog
          title="Sign out of all sessions?"
          description={whatEnds(sessions.data?.length)}
          onClose={() => {
            if (!ending) setConfirming(false);
          }}
        >
          <div className="form-actions">
            <button
              type="button"
              className="btn btn-secondary"
              data-autofocus
              disabled={ending}
              onClick={() => setConfirming(false)}
            >
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-danger"
              aria-busy={ending}
              disabled={ending}
              onClick={() => void endAll()}
            >
              {ending ? 'Signing out...' : 'Sign out everywhere'}
            </button>
          </div>
        </Dialog>
      )}
      <p className="muted">
        Every device signed in to your account, this one included, will need to log in again.
      </p>
    </section>
  );
}
