import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import type { Db } from '../../plugins/database';
import { emitWebhookEvent } from '../webhooks';

/**
 * The business's software hears of every saved or changed beneficiary (issue 36, D46): written
 * in the change's own transaction, the beneficiary as the API answers it, its state (active or
 * archived) and the time of the change: its creation, its archiving, or an edit's `changedAt`
 * (the database's time of the edit, not this process's clock, so messages order as the rows do).
 */
export function emitBeneficiaryEvent(
  tx: Db,
  businessId: string,
  kind: 'created' | 'changed',
  beneficiary: BeneficiaryView,
  changedAt?: Date,
): Promise<void> {
  const occurredAt =
    kind === 'created'
      ? new Date(beneficiary.createdAt)
      : (changedAt ?? new Date(beneficiary.archivedAt ?? Date.now()));
  return emitWebhookEvent(tx, {
    businessId,
    type: `beneficiary.${kind}`,
    occurredAt,
    state: beneficiary.archivedAt ? 'archived' : 'active',
    resource: () => Promise.resolve({ beneficiary }),
  });
}
