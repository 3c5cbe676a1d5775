import { walletNetworkOf } from '@portal/rules/paymentAccounts';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { receivingAccountSchema } from '@portal/contracts/receivingAccount';
import {
  RECEIVING_ACCOUNT_CHANGE_MESSAGES,
  RECEIVING_ACCOUNT_CHANGE_PATHS,
} from '@portal/contracts/receivingAccountChanges';
import { stepUpBodySchema, withStepUp } from '@portal/contracts/stepUp';
import { walletSettingsSchema } from '@portal/contracts/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, type AccessDeps, requireStaff } from '../access';
import { recordAudit } from '../../plugins/audit';
import { tables } from '../../plugins/database';
import { parseParams, succeed } from '../../plugins/http';
import { idParams } from '../../plugins/openapi';
import { approveChange, proposeOrApply, readPendingChange, rejectChange } from './accountChanges';
import type { AuthContext } from '../auth';
import { stepUpNote, verifyStepUp } from '../two-factor';
import { lockSetting, readReceivingAccount, readWallet, SETTINGS_ROW, toWalletView } from './settingsStore';
import { routeSchema } from '../../plugins/openapi';
import { receivingAccountDataSchema, walletDataSchema } from '@portal/contracts/accountViews';

const { walletSettings } = tables;

export interface SettingsDeps extends AccessDeps {
  now: () => Date;
  /** For step-up: every change here is confirmed with the actor's code (issue 22 point 4). */
  auth: AuthContext;
}

/** The audit record keeps what was set, not when: the times are the entry's own. */
const withoutTime = <T extends { updatedAt: unknown }>(value: T | null) => {
  if (!value) return null;
  const { updatedAt: _updatedAt, ...rest } = value;
  return rest;
};

/**
 * Where customers send money (kept by admins on the server, validated before saving): the receiving
 * bank account and the wallet settings, read and changed by admins only. A change is validated
 * before anything is saved and is stored with its audit entry (before and after) in one
 * transaction; the setting is locked first so that two admins' saves queue up and each entry's
 * "before" is what that save replaced.
 */
export function registerSettingsRoutes(server: FastifyInstance, deps: SettingsDeps) {
  const api = server.withTypeProvider<ZodTypeProvider>();
  const staff = requireStaff(deps);
  const admin = requireStaff(deps, 'manageSettings');
  const changeDeps = { db: deps.db, mailer: deps.auth.mailer, now: deps.now };

  api.get(
    PAYMENT_PATHS.adminReceivingAccount,
    {
      onRequest: staff,
      schema: routeSchema({
        summary: 'The bank account customers pay into',
        tag: 'receiving-account',
        caller: 'admin',
        success: { status: 200, data: receivingAccountDataSchema },
      }),
    },
    async () =>
      succeed('Receiving account', {
        receivingAccount: await readReceivingAccount(deps.db),
        pendingChange: await readPendingChange(deps.db),
      }),
  );

  api.put(
    PAYMENT_PATHS.adminReceivingAccount,
    {
      onRequest: admin,
      schema: routeSchema({
        summary:
          'Change the bank account customers pay into (with step-up; waits for another superadmin when there is one)',
        tag: 'receiving-account',
        caller: 'admin',
        body: withStepUp(receivingAccountSchema),
        success: { status: 200, data: receivingAccountDataSchema },
        refusals: [409],
      }),
    },
    async (request) => {
      const { stepUp: confirmation, ...body } = request.body;
      const actor = accountOf(request);
      const stepUp = await verifyStepUp(deps.auth, { stepUp: confirmation, ip: request.ip }, actor);
      const outcome = await proposeOrApply(changeDeps, actor, body, stepUp);
      if (outcome.applied) {
        return succeed(PAYMENT_MESSAGES.receivingAccountUpdated, {
          receivingAccount: outcome.receivingAccount,
          pendingChange: null,
        });
      }
      // 200 too (not 202): the answer says the change waits, with the account customers still see.
      return succeed(RECEIVING_ACCOUNT_CHANGE_MESSAGES.proposed, {
        receivingAccount: outcome.receivingAccount,
        pendingChange: outcome.pendingChange,
      });
    },
  );
  api.post(
    RECEIVING_ACCOUNT_CHANGE_PATHS.approve,
    {
      onRequest: admin,
      schema: routeSchema({
        summary: 'Approve a waiting change of the receiving account (another superadmin than its proposer)',
        tag: 'receiving-account',
        caller: 'admin',
        params: idParams,
        body: stepUpBodySchema,
        // Sent without a body, the step-up is asked for (403 STEP_UP_REQUIRED), as before.
        missingBodyIsEmpty: true,
        success: { status: 200, data: receivingAccountDataSchema },
        refusals: [404, 409],
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      const actor = accountOf(request);
      const stepUp = await verifyStepUp(deps.auth, { stepUp: request.body.stepUp, ip: request.ip }, actor);
      const applied = await approveChange(changeDeps, actor, id, stepUp);
      return succeed(RECEIVING_ACCOUNT_CHANGE_MESSAGES.approved, {
        receivingAccount: applied,
        pendingChange: null,
      });
    },
  );
  api.post(
    RECEIVING_ACCOUNT_CHANGE_PATHS.reject,
    {
      onRequest: admin,
      schema: routeSchema({
        summary: 'Reject (or, for its proposer, withdraw) a waiting change of the receiving account',
        tag: 'receiving-account',
        caller: 'admin',
        params: idParams,
        success: { status: 200, data: receivingAccountDataSchema },
        refusals: [404, 409],
      }),
    },
    async (request) => {
      const { id } = parseParams(request.params);
      await rejectChange(changeDeps, accountOf(request), id);
      return succeed(RECEIVING_ACCOUNT_CHANGE_MESSAGES.rejected, {
        receivingAccount: await readReceivingAccount(deps.db),
        pendingChange: null,
      });
    },
  );
  api.get(
    PAYMENT_PATHS.adminWallet,
    {
      onRequest: staff,
      schema: routeSchema({
        summary: 'The wallet customers pay into',
        tag: 'receiving-account',
        caller: 'admin',
        success: { status: 200, data: walletDataSchema },
      }),
    },
    async () => succeed('Wallet settings', { wallet: await readWallet(deps.db) }),
  );

  api.put(
    PAYMENT_PATHS.adminWallet,
    {
      onRequest: admin,
      schema: routeSchema({
        summary: 'Change the wallet customers pay into',
        tag: 'receiving-account',
        caller: 'admin',
        body: withStepUp(walletSettingsSchema),
        success: { status: 200, data: walletDataSchema },
      }),
    },
    async (request) => {
      const { stepUp: confirmation, ...body } = request.body;
      const actor = accountOf(request);
      const stepUp = await verifyStepUp(deps.auth, { stepUp: confirmation, ip: request.ip }, actor);
      const values = {
        ...body,
        usdcNetwork: body.usdcWalletAddress ? walletNetworkOf(body.usdcWalletAddress, 'USDC') : null,
        usdtNetwork: body.usdtWalletAddress ? walletNetworkOf(body.usdtWalletAddress, 'USDT') : null,
        updatedAt: deps.now(),
        updatedBy: actor.id,
      };
      const saved = await deps.db.transaction(async (tx) => {
        await lockSetting(tx, 'wallet_settings');
        const before = await readWallet(tx);
        const [row] = await tx
          .insert(walletSettings)
          .values({ id: SETTINGS_ROW, ...values })
          .onConflictDoUpdate({ target: walletSettings.id, set: values })
          .returning();
        const after = toWalletView(row);
        await recordAudit(tx, {
          actor,
          action: 'settings.wallet',
          subjectType: 'wallet_settings',
          subjectId: String(SETTINGS_ROW),
          before: withoutTime(before),
          after: withoutTime(after),
          summary: `Wallet settings changed${stepUpNote(stepUp)}`,
        });
        return after;
      });
      return succeed(PAYMENT_MESSAGES.walletUpdated, { wallet: saved });
    },
  );
}
