import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  REVIEW_FILTERS,
  reviewQuerySchema,
  type AdminReviewQuery,
  type ReviewFilter,
} from '@portal/contracts';
import { Icon, Search } from '@portal/ui';
import { contractResolver } from '../forms';

const FILTER_LABELS: Record<ReviewFilter, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  all: 'All',
};

/** As the server accepts it (reviewQuerySchema). */
const SEARCH_MAX = 100;

/** The query as the server's schema parses it: the search trimmed. */
interface CheckedQuery {
  status?: ReviewFilter;
  search?: string;
}

const checkQuery = contractResolver<AdminReviewQuery, CheckedQuery>(reviewQuerySchema);

export interface ReviewFiltersProps {
  /** Names the search form, e.g. "registrations". */
  what: string;
  query: AdminReviewQuery;
  onChange: (query: AdminReviewQuery) => void;
  /** False for a list the server cannot search: only the status is offered. */
  searchable?: boolean;
}

/**
 * Which rows to show: a status (Pending first, the work waiting) and a search by
 * name, e-mail or company, in a react-hook-form form checked with the server's query
 * schema. The status applies at once; the search when submitted, so typing does not
 * send a request per key, and clearing the box shows all again.
 */
export function ReviewFilters({ what, query, onChange, searchable = true }: ReviewFiltersProps) {
  const statusId = useId();
  const searchId = useId();
  const form = useForm<AdminReviewQuery, unknown, CheckedQuery>({
    defaultValues: query,
    resolver: checkQuery,
  });
  const { setValue } = form;
  // A filter changed from elsewhere (the empty list's "Clear the search", "Show all") shows here too.
  useEffect(() => setValue('status', query.status), [setValue, query.status]);
  useEffect(() => setValue('search', query.search), [setValue, query.search]);

  const status = form.register('status', {
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...query, status: event.target.value as ReviewFilter }),
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
        <select id={statusId} {...status}>
          {REVIEW_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {FILTER_LABELS[filter]}
            </option>
          ))}
        </select>
      </div>
      {searchable && (
        <>
          <div className="field review-filters-search">
            <label htmlFor={searchId}>Search by name, e-mail or company</label>
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
