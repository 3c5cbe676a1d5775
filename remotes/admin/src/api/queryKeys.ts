/**
 * The admin's query keys, all under `admin` so sign-out (or a test) can drop them
 * together. A write invalidates the keys of what it changed (see the mutations).
 */
export const adminKeys = {
  all: ['admin'] as const,
  dashboardStats: ['admin', 'dashboard-stats'] as const,
  recentActivity: ['admin', 'recent-activity'] as const,
  /** Every page of one review list (`registrations`, `documents`, `payments`) under one query. */
  reviewList: (list: string) => ['admin', 'review', list] as const,
  review: (list: string, { status, search }: { status: string; search: string }) =>
    ['admin', 'review', list, status, search.trim()] as const,
  /** One payment request with its journey (the detail view). */
  payment: (id: string) => ['admin', 'payment', id] as const,
  payments: ['admin', 'payment'] as const,
  /** The receiving account and the change waiting for approval: one route, one query. */
  receivingAccount: ['admin', 'receiving-account'] as const,
  wallet: ['admin', 'wallet'] as const,
  rates: ['admin', 'rates'] as const,
  fees: ['admin', 'fees'] as const,
  audit: ['admin', 'audit'] as const,
  /** The staff list and the invitations waiting (D35). */
  staff: ['admin', 'staff'] as const,
  /** The sanctions list's state and the Screening queue (D44). */
  screening: ['admin', 'screening'] as const,
  screeningStatus: ['admin', 'screening', 'status'] as const,
  screeningHolds: ['admin', 'screening', 'holds'] as const,
  /** The admin's own two-factor sign-in: its state, and whether the banner must ask for it on a page. */
  twoFactor: ['admin', 'two-factor'] as const,
  twoFactorRequired: (pathname: string) => ['admin', 'two-factor', 'required', pathname] as const,
  auditPages: (action: string, actor: string) => ['admin', 'audit', action, actor] as const,
};
