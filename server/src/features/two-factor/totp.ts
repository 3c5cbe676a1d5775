import { generate, generateSecret, generateURI, verify } from 'otplib';

export const TOTP_PERIOD_SECONDS = 30;
/** One step either side: a phone's clock a little off still signs in. */
const WINDOW_SECONDS = TOTP_PERIOD_SECONDS;
const ISSUER = 'VendorBridge';

export const newTotpSecret = (): string => generateSecret();

export const totpUrl = (secret: string, accountEmail: string): string =>
  generateURI({ issuer: ISSUER, label: accountEmail, secret });

const epochOf = (now: Date) => Math.floor(now.getTime() / 1000);

/** The code an app shows at a moment (tests use it as the app). */
export const totpCode = (secret: string, now: Date): Promise<string> =>
  generate({ secret, epoch: epochOf(now) });

/**
 * The time step a 6-digit code is right for, within one step of now, and later than
 * the last step a code was accepted for (so each code is used once); null otherwise.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  now: Date,
  lastUsedStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: epochOf(now),
    epochTolerance: WINDOW_SECONDS,
    ...(lastUsedStep === null ? {} : { afterTimeStep: lastUsedStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
