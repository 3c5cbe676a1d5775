import { sql } from 'drizzle-orm';
import { tables, type Db } from '../../../plugins/database';

export interface SeededPayment {
  recipient: string;
  createdAt: string;
  status?: string;
  amount?: string;
}

/** A customer with a company name, straight into the tables (the statements only read). */
export async function seedCustomer(db: Db, email: string, company: string): Promise<string> {
  const [user] = await db
    .insert(tables.users)
    .values({ email, name: company, passwordHash: 'not-a-hash', role: 'user', approved: true })
    .returning({ id: tables.users.id });
  if (!user) throw new Error('no user inserted');
  await db.insert(tables.profiles).values({ userId: user.id, companyName: company });
  return user.id;
}

/** Payment requests of one customer, EUR at 483, at the times given. */
export async function seedPayments(db: Db, userId: string, payments: SeededPayment[]): Promise<void> {
  for (const payment of payments) {
    const amount = payment.amount ?? '1250.50';
    await db.execute(sql`
      insert into payment_requests (user_id, recipient_company, recipient_bank, swift_code, account_number,
        foreign_amount, foreign_currency, exchange_rate, local_amount, status, created_at)
      values (${userId}, ${payment.recipient}, 'Deutsche Bank', 'DEUTDEFF', 'DE89370400440532013000',
        ${amount}, 'EUR', 483, round(${amount}::numeric * 483, 2), ${payment.status ?? 'pending'},
        ${payment.createdAt}::timestamptz)`);
  }
}

/** What a paid request's receipt must show beyond the request itself. */
export interface PaidDetails {
  reference: string;
  fundingReference: string;
  payoutReference: string;
}

/** Moves a request to sent as the journey would leave it (funded, paid out), straight in the table. */
export async function markPaid(db: Db, id: string): Promise<PaidDetails> {
  const payoutReference = '8a562c67-ca16-48ba-b074-65581be6f001';
  const fundingReference = 'VB7K3M9Q2XC';
  await db.execute(sql`
    update payment_requests set status = 'sent', approved_at = created_at + interval '2 hours',
      funding_reference = ${fundingReference}, funding_confirmed_at = created_at + interval '1 day',
      amount_received = local_amount, funding_bank_reference = 'GTB-778812',
      paid_at = created_at + interval '2 days', payout_reference = ${payoutReference},
      status_changed_at = created_at + interval '2 days'
    where id = ${id}`);
  const [row] = await db
    .select({ reference: tables.paymentRequests.reference })
    .from(tables.paymentRequests)
    .where(sql`${tables.paymentRequests.id} = ${id}`);
  return { reference: row?.reference ?? '', fundingReference, payoutReference };
}
