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
}

const classOf = (detail: Detail) =>
  detail.wide ? 'detail detail-wide' : detail.double ? 'detail detail-double' : 'detail';

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
