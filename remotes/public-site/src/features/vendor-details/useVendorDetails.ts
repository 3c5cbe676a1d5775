import { useCallback, useEffect, useState } from 'react';
import type { VendorDetailsPage } from '@portal/contracts/vendorDetailsRequests';
import { RequestError, SERVER_MESSAGES } from '@portal/auth';
import { readVendorPage } from './vendorDetailsApi';

/** Where the vendor's page stands: reading the link, the form, sent, or why the link cannot be used. */
export type VendorDetailsState =
  | { status: 'loading' }
  | { status: 'ready'; page: VendorDetailsPage }
  | { status: 'sent'; page: VendorDetailsPage }
  /** 410: used, withdrawn or expired; the server's message says which. */
  | { status: 'gone'; message: string }
  | { status: 'invalid' }
  | { status: 'failed'; message: string };

/** The state a refused read or send puts the page in: a dead link, or a failure worth a retry. */
export function stateOfRefusal(error: unknown): VendorDetailsState {
  if (error instanceof RequestError) {
    if (error.status === 410) return { status: 'gone', message: error.message };
    if (error.status === 404) return { status: 'invalid' };
    return { status: 'failed', message: error.message };
  }
  return { status: 'failed', message: SERVER_MESSAGES.failed };
}

/** Reads the link behind `token` once; `retry` reads it again after a failure; `settle` moves the page on. */
export function useVendorDetails(token: string) {
  const [state, setState] = useState<VendorDetailsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    readVendorPage(token).then(
      (page) => current && setState({ status: 'ready', page }),
      (error: unknown) => current && setState(stateOfRefusal(error)),
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { state, retry, settle: setState };
}
