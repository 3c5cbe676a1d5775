import type { Db } from '../../plugins/database';
import type { Mailer } from '../../plugins/mail';
import type { AccessTokens } from './accessTokens';
import type { AuthLimits } from './limits';

export interface AuthSettings {
  production: boolean;
  /** Origin of the shell, for the link in reset e-mails. */
  publicUrl: string;
  jwtSecret: string;
  /** ADMIN_REQUIRE_2FA: the admin area is closed to an admin without a second factor. */
  adminTwoFactorRequired?: boolean;
}

/** What every auth route works with. */
export interface AuthContext {
  db: Db;
  mailer: Mailer;
  settings: AuthSettings;
  limits: AuthLimits;
  tokens: AccessTokens;
  /** Keys the stored digests of verification codes. */
  codeKey: string;
  /** Signs the page cookie (D41), which names a session for page answers only. */
  pageKey: string;
  now: () => Date;
}
