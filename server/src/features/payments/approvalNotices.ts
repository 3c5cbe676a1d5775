import { formatMoney } from '@portal/rules/money';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { type Db, type UserRow, tables, type PaymentRequestRow } from '../../plugins/database';
import { approvalNeededEmail } from '../team';
import { moneyOf } from './customerPayment';
import type { PaymentDeps } from './paymentDeps';

const { users } = tables;

/** Who may approve a maker's request in the business (owners and approvers but the maker), and the maker's name. */
export async function approversBesides(tx: Db, businessId: string, makerId: string) {
  const approvers = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.businessId, businessId),
        inArray(users.businessRole, ['owner', 'approver']),
        ne(users.id, makerId),
      ),
    );
  const [made] = await tx.select({ name: users.name }).from(users).where(eq(users.id, makerId));
  return { approvers, made };
}

/**
 * E-mails every member who may approve the request (owners and approvers other than its
 * maker) that it waits for them, through the outbox in the submit's transaction (D34).
 */
export async function tellApprovers(
  tx: Db,
  deps: Pick<PaymentDeps, 'mailer' | 'publicUrl'>,
  row: PaymentRequestRow,
  maker: Pick<UserRow, 'id'> & { name?: string },
): Promise<void> {
  const { approvers, made } = await approversBesides(tx, row.userId, maker.id);
  const money = moneyOf(row);
  const what = `${row.reference} (${formatMoney(money.foreignAmount, money.foreignCurrency)} to ${row.recipientCompany})`;
  for (const approver of approvers) {
    await deps.mailer.enqueue(
      tx,
      approvalNeededEmail(
        approver.email,
        approver.name,
        { id: row.id, reference: row.reference, makerName: made?.name ?? 'A member', what },
        deps.publicUrl,
      ),
    );
  }
}
