// The data part's database: 1,000 verified, approved customers with a profile each and
// 100,000 payment requests over them, written with plain SQL (generate_series) into
// the tables the server's migrations made, in seconds rather than the hours 100,000
// requests through the API would take. Every customer shares one argon2id hash of
// the bench password, made with the server's parameters, so any of them can sign in.
import { hash } from '@node-rs/argon2';
import { BENCH_PASSWORD } from '../api/accounts.mjs';
import { SERVER_ARGON2 } from '../api/argon2.mjs';

export const SEED = {
  customers: 1_000,
  requests: 100_000,
  /** One request every this many minutes, the newest just now: 100,000 of them span about 11 months. */
  minutesApart: 5,
  /** Every tenth request is still pending; of the rest, 7 in 9 approved and 2 in 9 rejected. */
  pendingEvery: 10,
};

export const customerEmail = (n) => `data-customer-${n}@bench.test`;

/** A string as an SQL literal (the hash is base64 and `$`, but quoting costs nothing). */
const literal = (text) => `'${String(text).replace(/'/g, "''")}'`;

/**
 * The statements, in order. Request g belongs to customer g mod 1,000, so every
 * customer has 100 requests spread over the whole period and every page of the
 * admin's list mixes customers. Decided requests name the admin as decider (the
 * admin list joins the decider's e-mail). No request has an invoice file.
 * @param {string} passwordHash
 */
export function seedStatements(passwordHash) {
  const { customers, requests, minutesApart, pendingEvery } = SEED;
  return [
    `insert into users (email, name, password_hash, role, approved, email_verified_at,
       registration_status, registration_decided_at, registration_decided_by, created_at, updated_at)
     select format('data-customer-%s@bench.test', n), format('Bench Customer %s', n), ${literal(passwordHash)},
       'user', true, joined, 'approved', joined + interval '5 hours', admin.id, joined, joined + interval '5 hours'
     from generate_series(0, ${customers - 1}) n
     cross join (select id from users where role = 'admin') admin
     cross join lateral (select now() - interval '400 days' + n * interval '1 minute' as joined) t`,
    `insert into profiles (user_id, phone, address, bvn, tin, company_name, updated_at)
     select id, '+2348012345678', '1 Marina, Lagos', '12345678901', '12345678-0001',
       'Bench Trading ' || substring(email from 'data-customer-(\\d+)@'), created_at
     from users where email like 'data-customer-%@bench.test'`,
    `insert into payment_requests (user_id, recipient_company, recipient_bank, swift_code, account_number,
       foreign_amount, foreign_currency, exchange_rate, local_amount, status, reason, decided_at, decided_by,
       created_at)
     select customer.id, 'Supplier ' || (g % 500), 'Deutsche Bank', 'DEUTDEFF',
       lpad(((g::bigint * 7919) % 10000000000)::text, 10, '0'),
       amount, currency, rate, round(amount * rate, 2),
       status,
       case when status = 'rejected' then 'The invoice does not match the amount' end,
       case when status <> 'pending' then created + interval '2 hours' end,
       case when status <> 'pending' then admin.id end,
       created
     from generate_series(1, ${requests}) g
     join (select id, (row_number() over (order by email)) - 1 as n
           from users where email like 'data-customer-%@bench.test') customer on customer.n = g % ${customers}
     cross join (select id from users where role = 'admin') admin
     cross join lateral (select
       now() - (${requests} - g) * interval '${minutesApart} minutes' as created,
       (100 + (g * 37) % 100000 / 100.0)::numeric(20, 2) as amount,
       (array['USD', 'EUR', 'GBP'])[g % 3 + 1] as currency,
       (array[410.5, 483, 547])[g % 3 + 1]::numeric(20, 8) as rate,
       case when g % ${pendingEvery} = 0 then 'pending'
            when g % ${pendingEvery} <= 7 then 'approved'
            else 'rejected' end as status) v`,
  ];
}

/** One hash for every customer, with the server's argon2id parameters. */
export const benchPasswordHash = () => hash(BENCH_PASSWORD, SERVER_ARGON2);

/**
 * @typedef {object} SqlHandle
 * @property {(sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>} query  rows as objects
 * @property {() => Promise<void>} close
 */

/**
 * Seeds, then refreshes the planner's statistics and the visibility map (what
 * autovacuum would do after a bulk load) so the plans are those of a settled database.
 * @param {SqlHandle} db
 * @returns {Promise<{ seconds: number, counts: Record<string, number>, tableMegabytes: number }>}
 */
export async function seed(db) {
  const started = Date.now();
  const passwordHash = await benchPasswordHash();
  for (const statement of seedStatements(passwordHash)) await db.query(statement);
  await db.query('vacuum (analyze) users, profiles, payment_requests');
  const [counts] = await db.query(
    `select (select count(*) from users where role = 'user')::int as customers,
            (select count(*) from payment_requests)::int as requests,
            (select count(*) from payment_requests where status = 'pending')::int as pending,
            (pg_total_relation_size('payment_requests') / 1048576.0)::float8 as megabytes`,
  );
  const { megabytes, ...rest } = counts;
  if (rest.customers !== SEED.customers || rest.requests !== SEED.requests) {
    throw new Error(
      `seeding made ${JSON.stringify(rest)}, not ${SEED.customers} customers and ${SEED.requests} requests`,
    );
  }
  return { seconds: (Date.now() - started) / 1000, counts: rest, tableMegabytes: Number(megabytes) };
}

/** The customer whose history is measured, and the cursors after the first page of each list. */
export async function pageKeys(db, customerNumber = 1) {
  const cursorOf = async (where, params) => {
    const rows = await db.query(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt", id::text as id
       from payment_requests where ${where} order by created_at desc, id desc offset 19 limit 1`,
      params,
    );
    if (!rows[0]) throw new Error(`no 20th row for ${where}`);
    return { createdAt: String(rows[0].createdAt), id: String(rows[0].id) };
  };
  const [customer] = await db.query('select id::text as id from users where email = $1', [
    customerEmail(customerNumber),
  ]);
  if (!customer) throw new Error(`no customer ${customerEmail(customerNumber)}`);
  const customerId = String(customer.id);
  return {
    email: customerEmail(customerNumber),
    customerId,
    adminCursor: await cursorOf(`status = 'pending'`, []),
    customerCursor: await cursorOf('user_id = $1', [customerId]),
  };
}
