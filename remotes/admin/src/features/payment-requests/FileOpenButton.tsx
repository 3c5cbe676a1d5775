import { ExternalLink, Icon, type OpenFile } from '@portal/ui';

/** Opens one of a request's files (proof of funding, payout confirmation) through its authorised route. */
export function FileOpenButton({ id, label, opener }: { id: string; label: string; opener: OpenFile }) {
  const opening = opener.isOpening(id);
  return (
    <button
      type="button"
      className="btn btn-secondary btn-small"
      aria-disabled={opening}
      onClick={() => void opener.open({ id })}
    >
      <Icon icon={ExternalLink} />
      {opening ? 'Opening…' : label}
    </button>
  );
}
