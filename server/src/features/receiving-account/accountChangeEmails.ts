import type { ReceivingAccount } from '@portal/contracts/receivingAccount';
import { and, eq } from 'drizzle-orm';
import { tables, type Db } from '../../plugins/database';
import { mailMessage, plainParagraph, PRODUCT, type Mailer } from '../../plugins/mail';

const { users } = tables;

const described = (account: ReceivingAccount) =>
  `${account.bankName}, ${account.accountName}, ${account.currency} account ending ${account.accountNumber.slice(-4)}`;

/**
 * E-mails every superadmin about a change of the receiving account (issue 22 point 3b), in the
 * caller's transaction (the outbox sends it once the change commits): `proposed` when it waits
 * for another superadmin, `applied` when customers start seeing it.
 */
export async function mailSuperadmins(
  tx: Db,
  mailer: Mailer,
  event: 'proposed' | 'applied',
  by: string,
  account: ReceivingAccount,
): Promise<void> {
  const superadmins = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.staffRole, 'superadmin')));
  const subject =
    event === 'proposed'
      ? `${PRODUCT}: a change of the receiving bank account waits for approval`
      : `${PRODUCT}: the receiving bank account has changed`;
  const what =
    event === 'proposed'
      ? `${by} proposed a new receiving bank account: ${described(account)}. Another superadmin must approve it on the Bank Account page before customers see it.`
      : `The receiving bank account customers pay into is now ${described(account)} (${by}).`;
  for (const superadmin of superadmins) {
    await mailer.enqueue(
      tx,
      mailMessage(superadmin.email, subject, superadmin.name, [
        plainParagraph(what),
        plainParagraph('If you did not expect this, check the audit log and the Bank Account page at once.'),
      ]),
    );
  }
}
