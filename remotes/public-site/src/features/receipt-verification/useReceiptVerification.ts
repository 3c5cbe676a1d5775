import { useCallback, useEffect, useState } from 'react';
import { RequestError, SERVER_MESSAGES } from '@portal/auth';
import { checkReceiptSignature, type SignatureCheck } from './receiptVerifier';
import { readReceiptKeys, readVerifiedReceipt, type SignedReceiptAnswer } from './verifyApi';

/** Where the verify page stands: reading, the receipt with its checked signature, or why not. */
export type VerificationState =
  | { status: 'loading' }
  | { status: 'ready'; data: SignedReceiptAnswer; check: SignatureCheck }
  | { status: 'unknown' }
  | { status: 'failed'; message: string };

/**
 * Reads the receipt of `code` and the published keys, then checks the signature here, in the
 * browser: the page's verdict never rests on the server's say-so. `retry` reads again after a
 * failure (a lost connection, a throttle).
 */
export function useReceiptVerification(code: string) {
  const [state, setState] = useState<VerificationState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    Promise.all([readVerifiedReceipt(code), readReceiptKeys()])
      .then(async ([data, keys]) => ({ data, check: await checkReceiptSignature(data, keys) }))
      .then(
        ({ data, check }) => current && setState({ status: 'ready', data, check }),
        (error: unknown) => {
          if (!current) return;
          if (error instanceof RequestError && error.status === 404) setState({ status: 'unknown' });
          else
            setState({
              status: 'failed',
              message: error instanceof RequestError ? error.message : SERVER_MESSAGES.failed,
            });
        },
      );
    return () => {
      current = false;
    };
  }, [code, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { state, retry };
}
