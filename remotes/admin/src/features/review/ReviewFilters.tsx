import { useEffect, useId, type ReactNode } from 'react';
import type { AdminReviewQuery } from '@portal/contracts/admin';
import { ITEM_STATUS_LABELS } from '@portal/ui/words/onboardingNextStep';
import { REVIEW_FILTERS, reviewQuerySchema, type ReviewFilter } from '@portal/contracts/review';
import { Icon, Search, useContractForm } from '@portal/ui';
import type { ReviewQuery } from './useFilteredReviewQueue';

/** The statuses in the words every screen uses for them (one table), and "All". */
const FILTER_LABELS: Record<ReviewFilter, string> = { ...ITEM_STATUS_LABELS, all: 'All' };

/** One choice of the status filter; choices with the same group are shown together under its name. */
export interface FilterOption {
  value: string;
  label: string;
  group?: string;
  /** What the choice means, shown under the filter while it is chosen. */
  hint?: string;
}

/** The review lists' own filter: Pending, Approved, Rejected, All. */
const REVIEW_FILTER_OPTIONS: readonly FilterOption[] = REVIEW_FILTERS.map((filter) => ({
  value: filter,
  label: FILTER_LABELS[filter],
}));

/** The options, each group (in order of first appearance) in its optgroup. */
function optionsOf(filters: readonly FilterOption[]): ReactNode[] {
  const groups: { name: string | undefined; options: FilterOption[] }[] = [];
  for (const option of filters) {
    const last = groups.at(-1);
    if (last && last.name === option.group) last.options.push(option);
    else groups.push({ name: option.group, options: [option] });
  }
  return groups.map(({ name, options }) => {
    const items = options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ));
    return name ? (
      <optgroup key={name} label={name}>
        {items}
      </optgroup>
    ) : (
      items
    );
  });
}

/** As the server accepts it (reviewQuerySchema). */
const SEARCH_MAX = 100;

/** The query as the server's schema parses it: the search trimmed. */
interface CheckedQuery {
  status?: ReviewFilter;
  search?: string;
}

export interface ReviewFiltersProps<Q extends ReviewQuery = AdminReviewQuery> {
  /** Names the search form, e.g. "registrations". */
  what: string;
  query: Q;
  onChange: (query: Q) => void;
  /** False for a list the server cannot search: only the status is offered. */
  searchable?: boolean;
  /** The status filter's choices (default: Pending, Approved, Rejected, All). */
  filters?: readonly FilterOption[];
}

/**
 * Which rows to show: a status (Pending first, the work waiting) and a search by
 * name, e-mail or company, in a react-hook-form form checked with the server's query
 * schema. The status applies at once; the search when submitted, so typing does not
 * send a request per key, and clearing the box shows all again.
 */
export function ReviewFilters<Q extends ReviewQuery = AdminReviewQuery>({
  what,
  query,
  onChange,
  searchable = true,
  filters = REVIEW_FILTER_OPTIONS,
}: ReviewFiltersProps<Q>) {
  const statusId = useId();
  const hintId = `${statusId}-hint`;
  const hint = filters.find((option) => option.value === query.status)?.hint;
  const searchId = useId();
  const form = useContractForm<ReviewQuery, CheckedQuery>(reviewQuerySchema, { defaultValues: query });
  const { setValue } = form;
  // A filter changed from elsewhere (the empty list's "Clear the search", "Show all") shows here too.
  useEffect(() => setValue('status', query.status), [setValue, query.status]);
  useEffect(() => setValue('search', query.search), [setValue, query.search]);

  const status = form.register('status', {
    onChange: (event: { target: { value: string } }) => onChange({ ...query, status: event.target.value }),
  });
  const search = form.register('search', {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value === '' && query.search !== '') onChange({ ...query, search: '' });
    },
  });

  return (
    <form
      role="search"
      aria-label={`Filter ${what}`}
      className="review-filters card"
      onSubmit={(event) =>
        void form.handleSubmit((checked) => onChange({ ...query, search: checked.search ?? '' }))(event)
      }
    >
      <div className="field">
        <label htmlFor={statusId}>Status</label>
        <select id={statusId} aria-describedby={hint ? hintId : undefined} {...status}>
          {optionsOf(filters)}
        </select>
        {hint && (
          <p id={hintId} className="field-hint">
            {hint}
          </p>
        )}
      </div>
      {searchable && (
        <>
          <div className="field review-filters-search">
            <label htmlFor={searchId}>Search by name, email or company</label>
            <input id={searchId} type="search" maxLength={SEARCH_MAX} {...search} />
          </div>
          <button type="submit" className="btn btn-secondary">
            <Icon icon={Search} />
            Search
          </button>
        </>
      )}
    </form>
  );
}
