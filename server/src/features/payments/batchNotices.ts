import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import { formatMoney } from '@portal/rules/money';
import { type Db, type PaymentBatchRow } from '../../plugins/database';
import { mailMessage, plainParagraph, stateLine, stateSubject } from '../../plugins/mail';
import { approversBesides } from './approvalNotices';
import type { PaymentDeps } from './paymentDeps';

/** The batch's page in the customer area. */
export const batchPagePath = (id: string) => `/dashboard/payment-batches/${encodeURIComponent(id)}`;

/**
 * One e-mail per approver for a batch that waits for them (D34), not one per payment: 1,000
 * notices for one upload would bury the one that matters. In the create's transaction (outbox).
 */
export async function tellBatchApprovers(
  tx: Db,
  deps: Pick<PaymentDeps, 'mailer' | 'publicUrl'>,
  batch: PaymentBatchRow,
  maker: { id: string },
): Promise<void> {
  const { approvers, made } = await approversBesides(tx, batch.businessId, maker.id);
  const link = `${deps.publicUrl}${batchPagePath(batch.id)}`;
  const total = formatMoney(batch.localTotal, LOCAL_CURRENCY);
  for (const approver of approvers) {
    await deps.mailer.enqueue(
      tx,
      mailMessage(
        approver.email,
        stateSubject('awaiting_approval', `bulk payment ${batch.reference} needs your approval`),
        approver.name,
        [
          plainParagraph(
            `${made?.name ?? 'A member'} uploaded a bulk payment of ${batch.paymentCount} payments (${total} in total), which needs a second person's approval.`,
          ),
          stateLine('awaiting_approval'),
          plainParagraph(`Review its payments here: ${link}`),
        ],
      ),
    );
  }
}
