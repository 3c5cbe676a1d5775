import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { liveRead, onboardingAwaitsReview, paymentInProgress } from './liveReads';
import type { CustomerPayment, PaymentListData } from '@portal/contracts/paymentAnswers';
import type { PaymentState } from '@portal/rules/paymentLifecycle';
import { DEFAULT_BLOCKED_COUNTRIES } from '@portal/contracts/screening';
import { useCustomerDataSource } from './CustomerDataSourceContext';

/**
 * The keys of everything the customer area caches. All start with 'customer', so the
 * admin area's queries (same QueryClient) never collide with them; the cache is
 * emptied on sign-out, so no key needs the user's id.
 */
export const customerKeys = {
  all: ['customer'] as const,
  dashboard: ['customer', 'dashboard'] as const,
  onboarding: ['customer', 'onboarding'] as const,
  rates: ['customer', 'rates'] as const,
  screeningPolicy: ['customer', 'screening-policy'] as const,
  payments: ['customer', 'payments'] as const,
  /** One filter's pages; invalidating `payments` reaches every filter. */
  paymentList: (status: PaymentState | null) => ['customer', 'payments', status ?? 'all'] as const,
  payment: (id: string) => ['customer', 'payment', id] as const,
  profile: ['customer', 'profile'] as const,
  documents: ['customer', 'documents'] as const,
  /** The business's members, invitations and approval policy. */
  team: ['customer', 'team'] as const,
};

/**
 * The countries no country list offers (D44). Until the server has answered, the default
 * BLOCKED_COUNTRIES are left out, so a blocked country is never offered while it loads; the
 * deployment's list then replaces them. It changes only with a restart: read once a session.
 */
export function useBlockedCountries(): readonly string[] {
  const source = useCustomerDataSource();
  const policy = useQuery({
    queryKey: customerKeys.screeningPolicy,
    queryFn: () => source.getScreeningPolicy(),
    staleTime: Infinity,
  });
  return policy.data?.blockedCountries ?? DEFAULT_BLOCKED_COUNTRIES;
}

/** The quick stats' counts. */
export function useDashboardQuery() {
  const source = useCustomerDataSource();
  return useQuery({ queryKey: customerKeys.dashboard, queryFn: () => source.getDashboard() });
}

/**
 * Profile, documents and registration decision, for the checklist and the banner (`enabled`:
 * only when asked). Live (issue 31): staff's approval reaches an open page.
 */
export function useOnboardingQuery({ enabled = true }: { enabled?: boolean } = {}) {
  const source = useCustomerDataSource();
  return useQuery({
    queryKey: customerKeys.onboarding,
    queryFn: () => source.getOnboarding(),
    enabled,
    ...liveRead(onboardingAwaitsReview),
  });
}

/** The one rate table (payment form and converter). */
export function useRatesQuery() {
  const source = useCustomerDataSource();
  return useQuery({ queryKey: customerKeys.rates, queryFn: () => source.getRates() });
}

/** One of the customer's payment requests; live while it is in progress (issue 31). */
export function usePaymentQuery(id: string) {
  const source = useCustomerDataSource();
  return useQuery({
    queryKey: customerKeys.payment(id),
    queryFn: () => source.getPayment(id),
    ...liveRead(paymentInProgress),
  });
}

/** The customer's own profile. */
export function useProfileQuery() {
  const source = useCustomerDataSource();
  return useQuery({ queryKey: customerKeys.profile, queryFn: () => source.getProfile() });
}

/** Every uploaded document version. */
export function useDocumentsQuery() {
  const source = useCustomerDataSource();
  return useQuery({ queryKey: customerKeys.documents, queryFn: () => source.listDocuments() });
}

/** Every row of the pages read so far, each once, whatever the pages overlap. */
function rowsOf(pages: readonly PaymentListData[]): CustomerPayment[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.payments)
    .filter((payment) => !seen.has(payment.id) && Boolean(seen.add(payment.id)));
}

/**
 * The customer's payment requests, newest first, a page at a time (the server's
 * cursor). A refetch (Retry, or an invalidation after a submit) reads them again from
 * the first page. `status` shows one state only (the server filters).
 */
export function usePaymentPagesQuery(status: PaymentState | null = null) {
  const source = useCustomerDataSource();
  return useInfiniteQuery({
    queryKey: customerKeys.paymentList(status),
    queryFn: ({ pageParam }) => source.listPayments(pageParam, status),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => rowsOf(data.pages),
  });
}
