import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** A row's fields as label and value pairs; lays out as a grid that wraps on narrow screens. */
export function DetailList({ details }: { details: Detail[] }) {
  return (
    <dl className="detail-list">
      {details.map((detail) => (
        <div key={detail.label} className="detail">
          <dt>{detail.label}</dt>
          <dd>{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}
