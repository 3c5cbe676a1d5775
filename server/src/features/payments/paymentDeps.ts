import type { AccessDeps } from '../access';
import type { BeneficiaryCaps } from '../beneficiaries';
import type { Mailer } from '../../plugins/mail';
import type { FileStore } from '../../plugins/storage';
import type { ScreeningPolicy } from '../screening';

/** What the payment routes work with. */
export interface PaymentDeps extends AccessDeps {
  mailer: Mailer;
  files: FileStore;
  /** Where an invoice waits, checked, before it is stored. */
  uploadTmpDir: string;
  now: () => Date;
  /** The portal's public origin: e-mails link to the request's page in the customer area. */
  publicUrl: string;
  /** How long an approved request waits for its naira (FUNDING_TTL_SECONDS, D30). */
  fundingTtlSeconds: number;
  /** How long a quote holds (QUOTE_TTL_SECONDS, D30). */
  quoteTtlSeconds: number;
  /** PAYOUT_DUAL_CONTROL_NGN (issue 22): a payout of at least this needs a second member of staff. */
  payoutDualControlNgn: string;
  /** A new beneficiary saved with a request counts against the business's cap (issue 32). */
  beneficiaryCaps?: BeneficiaryCaps;
  /** Who may be paid (D44): BLOCKED_COUNTRIES and the sanctions list names are screened against. */
  screening: ScreeningPolicy;
}
