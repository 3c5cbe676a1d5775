import type { AccessDeps } from '../access';
import type { Mailer } from '../../plugins/mail';

/** What the admin's review routes work with. */
export interface ReviewDeps extends AccessDeps {
  mailer: Mailer;
  now: () => Date;
}
