import type { Db } from '../../plugins/database';
import type { Mailer } from '../../plugins/mail';
import { AccessTokens } from './accessTokens';
import type { AuthContext, AuthSettings } from './context';
import { DEFAULT_AUTH_LIMITS, type AuthLimits } from './limits';
import { pageCookieKey } from './pageCookie';
import { deriveKey } from './secrets';

export interface AuthDeps {
  db: Db;
  settings: AuthSettings;
  /** Tests move time forward; everything else uses the real clock. */
  now?: () => Date;
  /** Tests tighten or loosen limits; everything else uses the defaults. */
  limits?: Partial<AuthLimits>;
}

export function createAuthContext(deps: AuthDeps, mailer: Mailer): AuthContext {
  const now = deps.now ?? (() => new Date());
  return {
    db: deps.db,
    mailer,
    settings: deps.settings,
    limits: { ...DEFAULT_AUTH_LIMITS, ...deps.limits },
    tokens: new AccessTokens(deps.settings.jwtSecret, now),
    codeKey: deriveKey(deps.settings.jwtSecret, 'verification-code'),
    pageKey: pageCookieKey(deps.settings.jwtSecret),
    now,
  };
}
