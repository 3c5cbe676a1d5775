/** The kinds of record the filter offers: each is a prefix of the actions the server writes. */
export const AUDIT_ACTION_FILTERS = [
  { value: '', label: 'All actions' },
  { value: 'auth.', label: 'Sign-ins and accounts' },
  { value: 'registration.', label: 'Registrations' },
  { value: 'documents.', label: 'Documents' },
  { value: 'payment.', label: 'Payments' },
  { value: 'settings.', label: 'Settings' },
] as const;

export interface AuditFilters {
  action: string;
  actor: string;
}

export const NO_FILTERS: AuditFilters = { action: '', actor: '' };
