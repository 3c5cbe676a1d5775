import { useId, useState, type FormEvent } from 'react';
import { REVIEW_FILTERS, type AdminReviewQuery, type ReviewFilter } from '@portal/contracts';
import { Icon, Search } from '@portal/ui';

const FILTER_LABELS: Record<ReviewFilter, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  all: 'All',
};

/** As the server accepts it (reviewQuerySchema). */
const SEARCH_MAX = 100;

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
 * name, e-mail or company. The status applies at once; the search when submitted,
 * so typing does not send a request per key, and clearing the box shows all again.
 */
export function ReviewFilters({ what, query, onChange, searchable = true }: ReviewFiltersProps) {
  const statusId = useId();
  const searchId = useId();
  const [draft, setDraft] = useState(query.search);
  // A search cleared from elsewhere (the empty list's "Clear the search") empties the box too.
  const [searched, setSearched] = useState(query.search);
  if (query.search !== searched) {
    setSearched(query.search);
    setDraft(query.search);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...query, search: draft.trim() });
  };

  return (
    <form role="search" aria-label={`Filter ${what}`} className="review-filters card" onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={statusId}>Status</label>
        <select
          id={statusId}
          value={query.status}
          onChange={(event) => onChange({ ...query, status: event.target.value as ReviewFilter })}
        >
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
            <input
              id={searchId}
              type="search"
              value={draft}
              maxLength={SEARCH_MAX}
              onChange={(event) => {
                setDraft(event.target.value);
                if (event.target.value === '' && query.search !== '') onChange({ ...query, search: '' });
              }}
            />
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
