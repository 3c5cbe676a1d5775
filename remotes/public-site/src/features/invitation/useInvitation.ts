import { useCallback, useEffect, useState } from 'react';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { RequestError, SERVER_MESSAGES } from '@portal/auth';
import type { InvitationKind, InvitationView } from './invitationKinds';

/** Where the invitation page stands: reading the link, showing the form, or why it cannot. */
export type InvitationState =
  | { status: 'loading' }
  | { status: 'ready'; invitation: InvitationView }
  | { status: 'expired' }
  | { status: 'invalid' }
  | { status: 'failed'; message: string };

/** The state a refused read or accept puts the page in: a dead link, or a failure worth a retry. */
export function stateOfRefusal(error: unknown): InvitationState {
  if (error instanceof RequestError) {
    if (error.status === 410 || error.code === ERROR_CODES.invitationExpired) return { status: 'expired' };
    if (error.status === 404) return { status: 'invalid' };
    return { status: 'failed', message: error.message };
  }
  return { status: 'failed', message: SERVER_MESSAGES.failed };
}

/**
 * Reads the invitation of `kind` behind `token` once per token. `retry` reads it again after a failure
 * (a lost connection); `settle` lets the form report a link that died meanwhile (used or
 * expired while the newcomer typed).
 */
export function useInvitation(kind: InvitationKind, token: string) {
  const [state, setState] = useState<InvitationState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    kind.read(token).then(
      (invitation) => current && setState({ status: 'ready', invitation }),
      (error: unknown) => current && setState(stateOfRefusal(error)),
    );
    return () => {
      current = false;
    };
  }, [kind, token, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { state, retry, settle: setState };
}
