import type { AccessDeps } from '../access';
import type { Mailer } from '../../plugins/mail';
import type { FileStore } from '../../plugins/storage';

/** What the payment routes work with. */
export interface PaymentDeps extends AccessDeps {
  mailer: Mailer;
  files: FileStore;
  /** Where an invoice waits, checked, before it is stored. */
  uploadTmpDir: string;
  now: () => Date;
}
