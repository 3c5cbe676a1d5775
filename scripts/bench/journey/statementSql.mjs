// The admin statement's rows as one SELECT for PostgreSQL's COPY: the same rows,
// joins, order and columns as GET /api/admin/payments/export.csv writes (the state's
// label by CASE, the time as the keyset keeps it), so COPY does the same database work
// and writes the same cells, without the server in between. It is the bare COPY the
// portal's own (a COPY too on PostgreSQL since issue 34, with its cells neutralised and
// rounded in the query) is measured against.
import { require as tsRequire } from 'tsx/cjs/api';

const { BUSINESS_ONLY_STATES } = tsRequire('@portal/rules/paymentLifecycle', import.meta.url);
const { PAYMENT_STATE_LABELS } = tsRequire('@portal/words/paymentStates', import.meta.url);
const { PAYMENT_PURPOSE_LABELS } = tsRequire('@portal/words/paymentPurposes', import.meta.url);

const literal = (text) => `'${String(text).replace(/'/g, "''")}'`;

/** @param {{ from: string, to: string }} period  whole UTC days, as the route reads them */
export function statementSelect({ from, to }) {
  const label = `case p.status ${Object.entries(PAYMENT_STATE_LABELS)
    .map(([state, text]) => `when ${literal(state)} then ${literal(text)}`)
    .join(' ')} else p.status end`;
  const purpose = `case when p.purpose = 'other' and p.purpose_text <> '' then ${literal(`${PAYMENT_PURPOSE_LABELS.other}: `)} || p.purpose_text ${Object.entries(
    PAYMENT_PURPOSE_LABELS,
  )
    .map(([value, text]) => `when p.purpose = ${literal(value)} then ${literal(text)}`)
    .join(' ')} end`;
  return `select p.reference as "Reference",
      to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "Submitted at",
      ${label} as "Status",
      p.recipient_company as "Recipient",
      ${purpose} as "Purpose",
      p.foreign_currency as "Currency",
      p.foreign_amount as "Foreign amount",
      p.exchange_rate as "Rate (NGN per unit)",
      p.fee_amount as "Fee (NGN)",
      p.local_amount as "Naira amount",
      p.funding_reference as "Funding reference",
      to_char(p.paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "Paid at",
      p.payout_reference as "Payout reference",
      u.email as "Customer e-mail",
      pr.company_name as "Company"
    from payment_requests p
    join users u on u.id = p.user_id
    left join profiles pr on pr.user_id = p.user_id
    where p.created_at >= ${literal(`${from}T00:00:00Z`)}::timestamptz
      and p.created_at < (${literal(to)}::date + 1)::timestamp at time zone 'UTC'
      and p.status not in (${BUSINESS_ONLY_STATES.map(literal).join(', ')})
    order by p.created_at desc, p.id desc`;
}
