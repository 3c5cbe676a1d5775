import {
  PAYMENT_MESSAGES,
  PAYMENT_PATHS,
  receivingAccountSchema,
  walletNetworkOf,
  walletSettingsSchema,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { accountOf, type AccessDeps, requireStaff } from '../access';
import { recordAudit } from '../../plugins/audit';
import { receivingAccount, walletSettings } from '../../plugins/database/schema';
import { parseBody, succeed } from '../../plugins/http';
import type { AuthContext } from '../auth';
import { stepUpNote, verifyStepUp } from '../two-factor';
import {
  lockSetting,
  readReceivingAccount,
  readWallet,
  SETTINGS_ROW,
  toReceivingAccountView,
  toWalletView,
} from './settingsStore';
import { routeSchema } from '../../plugins/openapi';
import { receivingAccountDataSchema, walletDataSchema } from '@portal/contracts';

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
export function registerSettingsRoutes(api: FastifyInstance, deps: SettingsDeps) {
  const staff = requireStaff(deps);
  const admin = requireStaff(deps, 'manageSettings');

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
    async () => succeed('Receiving account', { receivingAccount: await readReceivingAccount(deps.db) }),
  );

  api.put(
    PAYMENT_PATHS.adminReceivingAccount,
    {
      onRequest: admin,
      schema: routeSchema({
        summary: 'Change the bank account customers pay into',
        tag: 'receiving-account',
        caller: 'admin',
        body: receivingAccountSchema,
        success: { status: 200, data: receivingAccountDataSchema },
      }),
    },
    async (request) => {
      const body = parseBody(receivingAccountSchema, request.body);
      const actor = accountOf(request);
      const stepUp = await verifyStepUp(deps.auth, request, actor);
      const values = { ...body, updatedAt: deps.now(), updatedBy: actor.id };
      const saved = await deps.db.transaction(async (tx) => {
        await lockSetting(tx, 'receiving_account');
        const before = await readReceivingAccount(tx);
        const [row] = await tx
          .insert(receivingAccount)
          .values({ id: SETTINGS_ROW, ...values })
          .onConflictDoUpdate({ target: receivingAccount.id, set: values })
          .returning();
        if (!row) throw new Error('the receiving account was not saved');
        const after = toReceivingAccountView(row);
        await recordAudit(tx, {
          actor,
          action: 'settings.receiving-account',
          subjectType: 'receiving_account',
          subjectId: String(SETTINGS_ROW),
          before: withoutTime(before),
          after: withoutTime(after),
          summary: `Receiving bank account set to ${after.bankName}, ${after.currency} account ending ${after.accountNumber.slice(-4)}${stepUpNote(stepUp)}`,
        });
        return after;
      });
      return succeed(PAYMENT_MESSAGES.receivingAccountUpdated, { receivingAccount: saved });
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
        body: walletSettingsSchema,
        success: { status: 200, data: walletDataSchema },
      }),
    },
    async (request) => {
      const body = parseBody(walletSettingsSchema, request.body);
      const actor = accountOf(request);
      const stepUp = await verifyStepUp(deps.auth, request, actor);
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
