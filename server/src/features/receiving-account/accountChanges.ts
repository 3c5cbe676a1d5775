import type { PendingReceivingAccountChange, ReceivingAccountView } from '@portal/contracts/accountViews';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { ReceivingAccount } from '@portal/contracts/receivingAccount';
import { RECEIVING_ACCOUNT_CHANGE_MESSAGES } from '@portal/contracts/receivingAccountChanges';
import type { StepUpMethod } from '@portal/contracts/stepUp';
import { and, eq, ne } from 'drizzle-orm';
import { recordAudit } from '../../plugins/audit';
import { tables, type Db, type UserRow } from '../../plugins/database';
import { ApiError, notFound } from '../../plugins/http';
import type { Mailer } from '../../plugins/mail';
import { stepUpNote } from '../two-factor';
import { mailSuperadmins } from './accountChangeEmails';
import { lockSetting, readReceivingAccount, SETTINGS_ROW, toReceivingAccountView } from './settingsStore';

const { users, receivingAccount, receivingAccountChanges } = tables;

type Actor = Pick<UserRow, 'id' | 'email' | 'name'>;
export interface ChangeDeps {
  db: Db;
  mailer: Mailer;
  now: () => Date;
}

type ChangeRow = typeof receivingAccountChanges.$inferSelect;
const accountOfChange = (row: ChangeRow): ReceivingAccount => ({
  bankName: row.bankName,
  accountName: row.accountName,
  accountNumber: row.accountNumber,
  currency: row.currency,
  swiftCode: row.swiftCode,
  iban: row.iban,
});

const summaryOf = (account: ReceivingAccount) =>
  `${account.bankName}, ${account.currency} account ending ${account.accountNumber.slice(-4)}`;

/** The change waiting for approval, with its proposer's name; null when none waits. */
export async function readPendingChange(db: Db): Promise<PendingReceivingAccountChange | null> {
  const [row] = await db
    .select({ change: receivingAccountChanges, proposedBy: users.name })
    .from(receivingAccountChanges)
    .innerJoin(users, eq(users.id, receivingAccountChanges.proposedBy))
    .where(eq(receivingAccountChanges.status, 'pending'));
  if (!row) return null;
  return {
    id: row.change.id,
    proposedById: row.change.proposedBy,
    proposedBy: row.proposedBy,
    proposedAt: row.change.proposedAt.toISOString(),
    account: accountOfChange(row.change),
  };
}

/** Writes the receiving account customers see, audited with what it replaced; in the caller's transaction. */
async function applyAccount(
  tx: Db,
  actor: Actor,
  account: ReceivingAccount,
  now: Date,
  note: string,
): Promise<ReceivingAccountView> {
  const before = await readReceivingAccount(tx);
  const values = { ...account, updatedAt: now, updatedBy: actor.id };
  const [row] = await tx
    .insert(receivingAccount)
    .values({ id: SETTINGS_ROW, ...values })
    .onConflictDoUpdate({ target: receivingAccount.id, set: values })
    .returning();
  if (!row) throw new Error('the receiving account was not saved');
  const after = toReceivingAccountView(row);
  const { updatedAt: _before, ...beforeValues } = before ?? { updatedAt: null };
  const { updatedAt: _after, ...afterValues } = after;
  await recordAudit(tx, {
    actor,
    action: 'settings.receiving-account',
    subjectType: 'receiving_account',
    subjectId: String(SETTINGS_ROW),
    before: before ? beforeValues : null,
    after: afterValues,
    summary: `Receiving bank account set to ${summaryOf(after)}${note}`,
  });
  return after;
}

/** Whether a superadmin other than `actorId` exists (then a change needs their approval). */
async function anotherSuperadmin(tx: Db, actorId: string): Promise<boolean> {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.staffRole, 'superadmin'), ne(users.id, actorId)))
    .limit(1);
  return Boolean(other);
}

export type ChangeOutcome =
  | { applied: true; receivingAccount: ReceivingAccountView }
  | {
      applied: false;
      receivingAccount: ReceivingAccountView | null;
      pendingChange: PendingReceivingAccountChange;
    };

/**
 * A superadmin's change of the receiving account (issue 22 point 3b): applied at once when no
 * other superadmin exists or no account was ever set (a new portal's first account needs only the
 * step-up); otherwise stored as waiting for another superadmin's approval (409 while another
 * waits), every superadmin e-mailed. One transaction, with the setting locked.
 */
export async function proposeOrApply(
  deps: ChangeDeps,
  actor: Actor,
  account: ReceivingAccount,
  stepUp: StepUpMethod,
): Promise<ChangeOutcome> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx): Promise<ChangeOutcome> => {
    await lockSetting(tx, 'receiving_account');
    const current = await readReceivingAccount(tx);
    if (!current || !(await anotherSuperadmin(tx, actor.id))) {
      const applied = await applyAccount(tx, actor, account, now, stepUpNote(stepUp));
      return { applied: true, receivingAccount: applied };
    }
    const [row] = await tx
      .insert(receivingAccountChanges)
      .values({ ...account, proposedBy: actor.id, proposedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw new ApiError(409, RECEIVING_ACCOUNT_CHANGE_MESSAGES.alreadyWaiting, {
        code: ERROR_CODES.conflict,
      });
    }
    await recordAudit(tx, {
      actor,
      action: 'settings.receiving-account.propose',
      subjectType: 'receiving_account_change',
      subjectId: row.id,
      before: { ...current, updatedAt: undefined },
      after: account,
      summary: `${actor.name} proposed the receiving bank account ${summaryOf(account)}${stepUpNote(stepUp)}`,
    });
    await mailSuperadmins(tx, deps.mailer, 'proposed', actor.name, account);
    return {
      applied: false,
      receivingAccount: current,
      pendingChange: {
        id: row.id,
        proposedById: actor.id,
        proposedBy: actor.name,
        proposedAt: row.proposedAt.toISOString(),
        account,
      },
    };
  });
  await deps.mailer.afterCommit();
  return outcome;
}

/** The waiting change `id`, locked (404 unknown, 409 decided already). */
async function waitingChange(tx: Db, id: string): Promise<ChangeRow> {
  const [row] = await tx
    .select()
    .from(receivingAccountChanges)
    .where(eq(receivingAccountChanges.id, id))
    .for('update');
  if (!row) throw notFound(RECEIVING_ACCOUNT_CHANGE_MESSAGES.notFound);
  if (row.status !== 'pending') {
    throw new ApiError(409, RECEIVING_ACCOUNT_CHANGE_MESSAGES.notWaiting, {
      code: ERROR_CODES.alreadyDecided,
    });
  }
  return row;
}

const ownChange = () =>
  new ApiError(403, RECEIVING_ACCOUNT_CHANGE_MESSAGES.ownChange, { code: ERROR_CODES.forbidden });

/**
 * Another superadmin approves a waiting change: customers see the new account from now on;
 * every superadmin is e-mailed. The proposer approving is refused (403).
 */
export async function approveChange(
  deps: ChangeDeps,
  actor: Actor,
  id: string,
  stepUp: StepUpMethod,
): Promise<ReceivingAccountView> {
  const now = deps.now();
  const applied = await deps.db.transaction(async (tx) => {
    await lockSetting(tx, 'receiving_account');
    const row = await waitingChange(tx, id);
    if (row.proposedBy === actor.id) throw ownChange();
    await tx
      .update(receivingAccountChanges)
      .set({ status: 'approved', decidedBy: actor.id, decidedAt: now })
      .where(eq(receivingAccountChanges.id, id));
    const account = accountOfChange(row);
    const view = await applyAccount(
      tx,
      actor,
      account,
      now,
      ` (approved the change proposed by another superadmin${stepUpNote(stepUp)})`,
    );
    await mailSuperadmins(tx, deps.mailer, 'applied', `approved by ${actor.name}`, account);
    return view;
  });
  await deps.mailer.afterCommit();
  return applied;
}

/** A superadmin rejects (or the proposer withdraws) a waiting change; the account stays as it was. */
export async function rejectChange(deps: ChangeDeps, actor: Actor, id: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    // The proposer may withdraw their own change this way; only approving needs another person.
    const row = await waitingChange(tx, id);
    await tx
      .update(receivingAccountChanges)
      .set({ status: 'rejected', decidedBy: actor.id, decidedAt: now })
      .where(eq(receivingAccountChanges.id, id));
    await recordAudit(tx, {
      actor,
      action: 'settings.receiving-account.reject',
      subjectType: 'receiving_account_change',
      subjectId: row.id,
      after: accountOfChange(row),
      summary: `${actor.name} rejected the proposed receiving bank account ${summaryOf(accountOfChange(row))}`,
    });
  });
}
