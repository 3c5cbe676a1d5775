// The journey part's database: the data part's 1,000 verified, approved customers
// (one argon2id hash of the bench password between them) and 1,000,000 payment
// requests spread over every state of the lifecycle, written with plain SQL
// (generate_series) in seconds. Requests are 51.84 s apart back from today's UTC
// midnight, so any 60 whole days hold exactly 100,000 of them: the export's period.
import { seedStatements, benchPasswordHash, customerEmail } from '../data/seed.mjs';

/** Of every 20 requests: how many are in each state (most are paid out, as in a running business). */
export const STATE_MIX = [
  ['pending', 2],
  ['approved', 2],
  ['funding_reported', 1],
  ['funded', 1],
  ['sent', 10],
  ['rejected', 1],
  ['cancelled', 1],
  ['expired', 1],
  ['refunded', 1],
];

export const JOURNEY_SEED = {
  customers: 1_000,
  requests: 1_000_000,
  secondsApart: 51.84,
  exportRows: 100_000,
};

/** How the seed is described under the tables, with the mix it used. */
export const describeSeed = (mix) =>
  `${JOURNEY_SEED.customers.toLocaleString('en-US')} verified, approved customers with a profile each; ` +
  `${JOURNEY_SEED.requests.toLocaleString('en-US')} payment requests, request g of customer g mod 1,000, ` +
  `${JOURNEY_SEED.secondsApart} s apart back from today's UTC midnight (about 600 days), of every ` +
  `${mix.reduce((sum, [, n]) => sum + n, 0)}: ${mix.map(([state, n]) => `${n} ${state}`).join(', ')}` +
  '; plain SQL (generate_series), then VACUUM (ANALYZE) and CHECKPOINT';

/**
 * The states the database's migrations allow (payment_requests_status_check), and
 * STATE_MIX narrowed to them: the part runs on the schema it finds, and says which
 * states it seeded (the lifecycle's migration adds the states after approved).
 */
export async function stateMixOf(db) {
  const [row] = await db.query(
    `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'payment_requests_status_check'`,
  );
  const definition = String(row?.definition ?? '');
  const mix = STATE_MIX.filter(([state]) => definition.includes(`'${state}'`));
  if (!mix.length) throw new Error(`no known state in payment_requests_status_check: ${definition}`);
  return mix;
}

/** The export's period: the 60 whole days before today (UTC), exactly 100,000 requests. */
export const EXPORT_PERIOD = (() => {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const from = new Date(today.getTime() - 60 * 86_400_000);
  const to = new Date(today.getTime() - 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
})();

const stateCase = (column, mix) => {
  let bound = 0;
  const arms = mix.map(([state, n]) => {
    bound += n;
    return `when ${column} < ${bound} then '${state}'`;
  });
  return `case ${arms.join(' ')} end`;
};

/**
 * The requests. Every request reached its state the way the lifecycle moves: a
 * decision 2 hours after submission, a funding reference and deadline once approved,
 * the customer's report, the confirmation, the payout with its bank reference.
 */
export function requestStatement(mix = STATE_MIX) {
  const { customers, requests, secondsApart } = JOURNEY_SEED;
  return `insert into payment_requests (user_id, recipient_company, recipient_bank, swift_code, account_number,
       foreign_amount, foreign_currency, exchange_rate, local_amount, status, reason, decided_at, decided_by,
       created_at, approved_at, funding_reference, funding_deadline, funding_reported_at, funding_report_reference,
       funding_confirmed_at, funding_confirmed_by, amount_received, funding_bank_reference,
       paid_at, payout_reference, payout_recorded_by, closed_reason, status_changed_at)
     select customer.id, 'Supplier ' || (g % 500), 'Deutsche Bank', 'DEUTDEFF',
       lpad(((g::bigint * 7919) % 10000000000)::text, 10, '0'),
       amount, currency, rate, round(amount * rate, 2),
       status,
       case when status = 'rejected' then 'The invoice does not match the amount' end,
       case when status <> 'pending' then created + interval '2 hours' end,
       case when status <> 'pending' then admin.id end,
       created,
       case when approved then created + interval '2 hours' end,
       -- Unique, in the reference's shape (VB + 9 characters); not check-digit valid, nobody types these.
       case when approved then 'VB' || lpad(upper(to_hex(g)), 9, '0') end,
       -- Still approved means its deadline has not passed (the job expires the others).
       case when status = 'approved' then now() + interval '2 days'
            when approved then created + interval '2 hours' + interval '3 days' end,
       case when reported then created + interval '1 day' end,
       case when reported then 'TRF' || g end,
       case when funded then created + interval '1 day 2 hours' end,
       case when funded then admin.id end,
       case when funded then round(amount * rate, 2) end,
       case when funded then 'GTB' || g end,
       case when status = 'sent' then created + interval '2 days' end,
       case when status = 'sent' then md5(g::text)::uuid::text end,
       case when status = 'sent' then admin.id end,
       case when status in ('rejected', 'cancelled', 'expired', 'refunded') then 'Bench: ' || status end,
       created + interval '2 days'
     from generate_series(1, ${requests}) g
     join (select id, (row_number() over (order by email)) - 1 as n
           from users where email like 'data-customer-%@bench.test') customer on customer.n = g % ${customers}
     cross join (select id from users where role = 'admin') admin
     cross join lateral (select
       date_trunc('day', now(), 'UTC') - g * interval '${secondsApart} seconds' as created,
       (100 + (g * 37) % 100000 / 100.0)::numeric(20, 2) as amount,
       (array['USD', 'EUR', 'GBP'])[g % 3 + 1] as currency,
       (array[410.5, 483, 547])[g % 3 + 1]::numeric(20, 8) as rate,
       ${stateCase(`(g % ${mix.reduce((sum, [, n]) => sum + n, 0)})`, mix)} as status) v
     cross join lateral (select
       status not in ('pending', 'rejected') as approved,
       status in ('funding_reported', 'funded', 'sent', 'refunded') as reported,
       status in ('funded', 'sent', 'refunded') as funded) w`;
}

/**
 * Seeds, then VACUUM (ANALYZE) as autovacuum would after a bulk load.
 * @param {import('../data/seed.mjs').SqlHandle} db
 */
export async function seedJourney(db) {
  const started = Date.now();
  const mix = await stateMixOf(db);
  const [customersStatement, profilesStatement] = seedStatements(await benchPasswordHash());
  await db.query(customersStatement);
  await db.query(profilesStatement);
  await db.query(requestStatement(mix));
  await db.query('vacuum (analyze) users, profiles, payment_requests');
  // The seed writes its 864 MB of table and indexes through the WAL, and PostgreSQL spreads the
  // checkpoint that writes them back over the next minutes (checkpoint_completion_target), into
  // the lists' load windows: checkpointed here, the windows measure the lists, not the seed.
  await db.query('checkpoint');
  const [counts] = await db.query(
    `select (select count(*) from payment_requests)::int as requests,
            (select count(distinct status) from payment_requests)::int as states,
            (pg_total_relation_size('payment_requests') / 1048576.0)::float8 as megabytes`,
  );
  if (counts.requests !== JOURNEY_SEED.requests || counts.states !== mix.length) {
    throw new Error(`seeding made ${JSON.stringify(counts)}`);
  }
  return { seconds: (Date.now() - started) / 1000, tableMegabytes: Number(counts.megabytes), mix };
}

/** Customer 1, one of its paid requests, and the cursors after the first page of the paged lists. */
export async function journeyKeys(db, customerNumber = 1) {
  const email = customerEmail(customerNumber);
  const [customer] = await db.query('select id::text as id from users where email = $1', [email]);
  if (!customer) throw new Error(`no customer ${email}`);
  const [sent] = await db.query(
    `select id::text as id from payment_requests where user_id = $1 and status = 'sent' order by created_at desc limit 1`,
    [customer.id],
  );
  // Null while the schema has no 'sent' state (no receipt can be made yet).
  const cursorOf = async (where, params) => {
    const rows = await db.query(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt", id::text as id
       from payment_requests where ${where} order by created_at desc, id desc offset 19 limit 1`,
      params,
    );
    if (!rows[0]) throw new Error(`no 20th row for ${where}`);
    return { createdAt: String(rows[0].createdAt), id: String(rows[0].id) };
  };
  // Each seeded state's (and so each work queue's) next page, for the plans only.
  const seeded = await db.query('select distinct status from payment_requests order by status');
  const stateCursors = {};
  for (const { status } of seeded) stateCursors[status] = await cursorOf('status = $1', [status]);
  return {
    email,
    customerId: String(customer.id),
    sentPaymentId: sent ? String(sent.id) : null,
    adminCursor: await cursorOf(`status = 'pending'`, []),
    allCursor: await cursorOf('true', []),
    customerCursor: await cursorOf('user_id = $1', [customer.id]),
    stateCursors,
  };
}
