import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
  /**
   * A value read and copied whole (an IBAN, a wallet address): it takes the list's whole row
   * rather than breaking inside a narrow column.
   */
  wide?: boolean;
  /**
   * A value longer than one column but not a whole row (an e-mail address): two columns where
   * the list has them, so "adaeze@okonkwopharma.ng" is not broken at its dot.
   */
  double?: boolean;
  /** Starts a new row, so a group of fields (a bank's account) begins in the same place on every card. */
  rowStart?: boolean;
}

const classOf = (detail: Detail) =>
  [
    'detail',
    detail.wide ? 'detail-wide' : detail.double ? 'detail-double' : null,
    detail.rowStart ? 'detail-row-start' : null,
  ]
    .filter(Boolean)
    .join(' ');

/** A row's fields as label and value pairs; lays out as a grid that wraps on narrow screens. */
export function DetailList({ details }: { details: Detail[] }) {
  return (
    <dl className="detail-list">
      {details.map((detail) => (
        <div key={detail.label} className={classOf(detail)}>
          <dt>{detail.label}</dt>
          <dd>{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}
