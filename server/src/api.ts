import {
  FUNDING_TTL_DEFAULT_SECONDS,
  PAYOUT_DUAL_CONTROL_DEFAULT_NGN,
  QUOTE_TTL_DEFAULT_SECONDS,
} from '@portal/contracts/paymentJourney';
import { DEFAULT_BLOCKED_COUNTRIES } from '@portal/contracts/screening';
import type { SupportContact } from '@portal/contracts/supportContact';
import type { FastifyInstance } from 'fastify';
import { registerApiKeyRoutes } from './features/api-keys';
import { registerAuditRoutes } from './features/audit';
import {
  BENEFICIARY_CAP_DEFAULTS,
  registerBeneficiaryRoutes,
  type BeneficiaryCaps,
} from './features/beneficiaries';
import { registerContactRoutes } from './features/contact';
import { registerAuthRoutes, type AuthLimits, type AuthSettings } from './features/auth';
import { registerOnboardingRoute } from './features/onboarding';
import type { Db } from './plugins/database';
import { registerDashboardRoutes } from './features/dashboard';
import { registerDocumentApprovalRoutes, registerDocumentRoutes } from './features/documents';
import type { Mailer } from './plugins/mail';
import { registerPayments } from './features/payments';
import { registerProfileRoutes } from './features/profile';
import { registerReceiptVerificationRoutes } from './features/receipt-verification';
import type { ReceiptKeys } from './plugins/receipt-keys';
import { registerQuoteRoutes } from './features/quotes';
import { registerFeeRoutes, registerRateRoutes } from './features/rates';
import { registerRegistrationRoutes } from './features/registrations';
import { registerSettingsRoutes } from './features/receiving-account';
import { registerSessionRoutes } from './features/sessions';
import { registerStatementRoutes } from './features/statements';
import { registerStaffRoutes } from './features/staff';
import { registerTeamRoutes } from './features/team';
import type { FileStore } from './plugins/storage';
import type { RateLimit } from './plugins/rate-limit';
import { registerTwoFactorRoutes } from './features/two-factor';
import { registerVendorDetailsRoutes } from './features/vendor-details';
import { registerWebhookRoutes } from './features/webhooks';
import { loadSanctionsList, registerScreeningPolicyRoute } from './features/screening';

/** What the API's features share: the database, the mail outbox, the file store, the clock. */
export interface ApiDeps {
  db: Db;
  settings: AuthSettings;
  mailer: Mailer;
  files: FileStore;
  /** Where uploads are streamed before they are checked and stored (under DATA_DIR). */
  uploadTmpDir: string;
  /** SUPPORT_EMAIL: where contact form messages are e-mailed (D38). */
  supportEmail: string;
  /** The receipts' Ed25519 keys (RECEIPT_SIGNING_KEY, RECEIPT_VERIFY_KEYS; D42). */
  receiptKeys: ReceiptKeys;
  /** What the contact page shows: SUPPORT_EMAIL and SUPPORT_PHONE when set (issue 31). */
  supportContact: SupportContact;
  /** Tests move time forward; everything else uses the real clock. */
  now?: () => Date;
  /** Tests tighten or loosen limits; everything else uses the defaults. */
  limits?: Partial<AuthLimits>;
  /** Quote and funding lifetimes in seconds (QUOTE_TTL_SECONDS, FUNDING_TTL_SECONDS; D30). */
  journey?: { quoteTtlSeconds?: number; fundingTtlSeconds?: number; payoutDualControlNgn?: string };
  /** How many beneficiaries a business keeps and creates a minute (issue 32). */
  beneficiaryCaps?: BeneficiaryCaps;
  /** Requests per API key in a window (issue 36); tests lower it. */
  apiKeyLimit?: RateLimit;
  /** WEBHOOK_ALLOW_PRIVATE: webhook endpoints may be http and private addresses (tests). */
  webhookAllowPrivate?: boolean;
  /** Who may be paid (D44): BLOCKED_COUNTRIES and SANCTIONS_LIST_FILE (read here, once). */
  screening?: { blockedCountries: readonly string[]; sanctionsListFile: string | null };
}

/** Every route of the API, under the prefix it is registered with (/api). */
export async function registerApi(api: FastifyInstance, deps: ApiDeps): Promise<void> {
  const auth = await registerAuthRoutes(api, deps);
  const features = {
    db: deps.db,
    mailer: deps.mailer,
    files: deps.files,
    uploadTmpDir: deps.uploadTmpDir,
    tokens: auth.tokens,
    now: auth.now,
    adminTwoFactorRequired: deps.settings.adminTwoFactorRequired ?? false,
    publicUrl: deps.settings.publicUrl,
    quoteTtlSeconds: deps.journey?.quoteTtlSeconds ?? QUOTE_TTL_DEFAULT_SECONDS,
    fundingTtlSeconds: deps.journey?.fundingTtlSeconds ?? FUNDING_TTL_DEFAULT_SECONDS,
    payoutDualControlNgn: deps.journey?.payoutDualControlNgn ?? PAYOUT_DUAL_CONTROL_DEFAULT_NGN,
    beneficiaryCaps: deps.beneficiaryCaps ?? BENEFICIARY_CAP_DEFAULTS,
    apiKeyLimit: deps.apiKeyLimit,
    screening: {
      blockedCountries: deps.screening?.blockedCountries ?? DEFAULT_BLOCKED_COUNTRIES,
      sanctions: loadSanctionsList(deps.screening?.sanctionsListFile ?? null, auth.now()),
    },
  };
  registerScreeningPolicyRoute(api, features);
  registerOnboardingRoute(api, features);
  registerProfileRoutes(api, features);
  await registerDocumentRoutes(api, features);
  // What admins review under /api/admin (admin role only): registrations, document sets, the dashboard.
  registerRegistrationRoutes(api, features);
  registerDocumentApprovalRoutes(api, features);
  registerDashboardRoutes(api, features);
  registerRateRoutes(api, { ...features, auth });
  registerFeeRoutes(api, { ...features, auth });
  registerSettingsRoutes(api, { ...features, auth });
  // The customer's beneficiary book (issue 25).
  registerBeneficiaryRoutes(api, features);
  // Bank details from the vendor, through a link (issue 35, D43).
  registerVendorDetailsRoutes(api, features);
  await registerPayments(api, features);
  registerQuoteRoutes(api, features);
  registerTwoFactorRoutes(api, auth);
  registerSessionRoutes(api, auth);
  registerTeamRoutes(api, { ...features, auth });
  registerStaffRoutes(api, { ...features, auth });
  registerAuditRoutes(api, features);
  // Receipts and CSV statements (D32, D36).
  registerStatementRoutes(api, features);
  registerContactRoutes(api, {
    ...features,
    supportEmail: deps.supportEmail,
    supportContact: deps.supportContact,
  });
  // Receipts anyone can verify (D42): public, the code is the credential.
  registerReceiptVerificationRoutes(api, { ...features, receiptKeys: deps.receiptKeys });
  // The business's own software: API keys (issue 36, D45).
  registerApiKeyRoutes(api, features);
  registerWebhookRoutes(api, { ...features, webhookAllowPrivate: deps.webhookAllowPrivate ?? false });
  void features;
}
