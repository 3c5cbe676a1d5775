import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BeneficiaryListData, BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import type { BeneficiaryInput } from '@portal/contracts/beneficiaryRules';
import type { BeneficiaryListQuery } from './beneficiarySource';
import { useBeneficiarySource } from './BeneficiarySourceContext';

/**
 * The beneficiary book's cache keys, under the area's 'customer' prefix (emptied on
 * sign-out). Invalidating `all` reaches every list (any search) and every single one:
 * the payment form does so after saving a new beneficiary with a payment.
 */
export const beneficiaryKeys = {
  all: ['customer', 'beneficiaries'] as const,
  lists: ['customer', 'beneficiaries', 'list'] as const,
  list: ({ search = '', archived = false }: BeneficiaryListQuery) =>
    ['customer', 'beneficiaries', 'list', search.trim(), archived] as const,
  one: (id: string) => ['customer', 'beneficiaries', 'one', id] as const,
};

/** Every row of the pages read so far, each once, whatever the pages overlap. */
function rowsOf(pages: readonly BeneficiaryListData[]): BeneficiaryView[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.beneficiaries)
    .filter((beneficiary) => !seen.has(beneficiary.id) && Boolean(seen.add(beneficiary.id)));
}

/**
 * The customer's beneficiaries, newest first, a page at a time (`fetchNextPage` while
 * `hasNextPage`); `data` is the rows read so far. `search` matches the name, the bank
 * and the account number or IBAN (the server's search).
 */
export function useBeneficiaries(query: BeneficiaryListQuery = {}) {
  const source = useBeneficiarySource();
  return useInfiniteQuery({
    queryKey: beneficiaryKeys.list(query),
    queryFn: ({ pageParam }) => source.list(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => rowsOf(data.pages),
  });
}

/** One beneficiary, with its current bank details. */
export function useBeneficiary(id: string | null | undefined) {
  const source = useBeneficiarySource();
  return useQuery({
    queryKey: beneficiaryKeys.one(id ?? ''),
    queryFn: () => source.get(id ?? ''),
    enabled: Boolean(id),
  });
}

/** What a save sends: a new beneficiary (no id) or a change of one. */
export interface BeneficiarySave {
  id?: string | null;
  input: BeneficiaryInput;
}

/** Creates or updates; the saved one replaces its cached copy and every list is read again. */
export function useSaveBeneficiary() {
  const source = useBeneficiarySource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: BeneficiarySave) => (id ? source.update(id, input) : source.create(input)),
    onSuccess: (saved) => {
      queryClient.setQueryData(beneficiaryKeys.one(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: beneficiaryKeys.lists });
    },
  });
}

/** Archives (DELETE); it leaves the lists, which are read again. */
export function useArchiveBeneficiary() {
  const source = useBeneficiarySource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => source.archive(id),
    onSuccess: (archived) => {
      queryClient.setQueryData(beneficiaryKeys.one(archived.id), archived);
      void queryClient.invalidateQueries({ queryKey: beneficiaryKeys.lists });
    },
  });
}
