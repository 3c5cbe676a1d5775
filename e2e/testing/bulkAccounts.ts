import { API_PATHS } from '@portal/contracts/api';
import { extractCode, isVerificationMail, type Credentials } from './accounts';
import { apiClient, clientAddress } from './apiClient';
import type { MailCapture } from './mailCapture';

/** Runs `work` on every item, at most `width` at a time, in order of the items. */
export async function inPool<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        await work(item);
      }
    }),
  );
}

/**
 * `count` verified customers, each signed up and verified from its own client
 * address (clients `firstClient` onwards), so the per-client sign-up limit (200 an
 * hour) never counts them together. Codes are read from the captured e-mails.
 */
export async function createVerifiedAccounts(
  portalUrl: string,
  mail: MailCapture,
  count: number,
  { prefix, firstClient }: { prefix: string; firstClient: number },
): Promise<Credentials[]> {
  const accounts = Array.from({ length: count }, (_value, index) => ({
    index,
    name: `Load Customer ${index}`,
    email: `${prefix}-${index}@e2e.test`,
    password: `Load-Pass-${index}`,
  }));
  // Sign-up hashes a password; a few at a time keep both cores busy without a long queue.
  await inPool(accounts, 6, async (account) => {
    const client = apiClient(portalUrl, clientAddress(firstClient + account.index));
    try {
      const { name, email, password } = account;
      const registered = await client.post(API_PATHS.register, { name, email, password });
      if (registered.status !== 201) {
        throw new Error(`sign-up of ${email}: ${registered.status} ${JSON.stringify(registered.body)}`);
      }
      const code = extractCode(await mail.waitFor(isVerificationMail(email), 30_000));
      const verified = await client.post(API_PATHS.verifyEmail, { email, otp: code });
      if (verified.status !== 200) {
        throw new Error(`verifying ${email}: ${verified.status} ${JSON.stringify(verified.body)}`);
      }
    } finally {
      client.close();
    }
  });
  return accounts.map(({ name, email, password }) => ({ name, email, password }));
}
