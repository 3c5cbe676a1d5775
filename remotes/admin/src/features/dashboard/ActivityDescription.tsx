/**
 * An entry's status change, "Awaiting VendorBridge review → Approved": the part after the last
 * ": " that holds the arrow, up to a closing note such as " (by the system)". Null when the
 * entry records no status change.
 */
export function splitStatusChange(
  description: string,
): { before: string; change: string; after: string } | null {
  const arrow = description.indexOf(' → ');
  if (arrow < 0) return null;
  const colon = description.lastIndexOf(': ', arrow);
  const start = colon < 0 ? 0 : colon + 2;
  const note = description.indexOf(' (', arrow);
  const end = note < 0 ? description.length : note;
  return {
    before: description.slice(0, start),
    change: description.slice(start, end),
    after: description.slice(end),
  };
}

/**
 * What an activity row says. A status change is one span that does not wrap (issue 31 review: the
 * PAY-1026 row broke "→ / Approved" onto a line of its own); the rest wraps as it needs.
 */
export function ActivityDescription({ description }: { description: string }) {
  const parts = splitStatusChange(description);
  if (!parts) return <span>{description}</span>;
  return (
    <span>
      {parts.before}
      <span className="activity-status-change">{parts.change}</span>
      {parts.after}
    </span>
  );
}
