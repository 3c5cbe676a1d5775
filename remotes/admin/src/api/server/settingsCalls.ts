import { readAnswer, RequestError, SERVER_MESSAGES, type ApiClient } from '@portal/auth';
import { receivingAccountDataSchema, walletDataSchema } from '@portal/contracts/accountViews';
import { withId } from '@portal/contracts/api';
import { adminFeePath, FEE_PATHS, feeDataSchema, feesDataSchema } from '@portal/contracts/fees';
import { adminRatePath, PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { rateDataSchema, ratesDataSchema } from '@portal/contracts/rates';
import { RECEIVING_ACCOUNT_CHANGE_PATHS } from '@portal/contracts/receivingAccountChanges';
import { SECURITY_PATHS } from '@portal/contracts/security';
import { twoFactorStatusDataSchema } from '@portal/contracts/securitySchemas';
import type { SETTINGS_CALLS } from './callNames';
import type { Calls } from './lazyCalls';

/**
 * The platform's settings: the receiving account, the wallet, rates and fees, and the
 * signed-in staff member's two-factor state that decides what a step-up field takes.
 */
export function settingsCalls(
  client: Pick<ApiClient, 'get' | 'post' | 'put'>,
): Calls<keyof typeof SETTINGS_CALLS> {
  return {
    getReceivingAccount: async () => {
      const { receivingAccount, pendingChange } = await readAnswer(
        () => client.get<unknown>(PAYMENT_PATHS.adminReceivingAccount),
        receivingAccountDataSchema,
      );
      return { receivingAccount, pendingChange: pendingChange ?? null };
    },

    saveReceivingAccount: async (account) => {
      const { receivingAccount, pendingChange } = await readAnswer(
        () => client.put<unknown>(PAYMENT_PATHS.adminReceivingAccount, account),
        receivingAccountDataSchema,
      );
      // The server always answers a save with the account customers see (stored or still current).
      if (!receivingAccount) throw new RequestError(SERVER_MESSAGES.unexpected, { status: 200 });
      return { receivingAccount, pendingChange: pendingChange ?? null };
    },

    approveReceivingAccountChange: async (id, stepUp) => {
      await readAnswer(
        () => client.post<unknown>(withId(RECEIVING_ACCOUNT_CHANGE_PATHS.approve, id), { stepUp }),
        receivingAccountDataSchema,
      );
    },

    rejectReceivingAccountChange: async (id) => {
      await readAnswer(
        () => client.post<unknown>(withId(RECEIVING_ACCOUNT_CHANGE_PATHS.reject, id), {}),
        receivingAccountDataSchema,
      );
    },

    getWalletSettings: async () =>
      (await readAnswer(() => client.get<unknown>(PAYMENT_PATHS.adminWallet), walletDataSchema)).wallet,

    saveWalletSettings: async (settings) =>
      (await readAnswer(() => client.put<unknown>(PAYMENT_PATHS.adminWallet, settings), walletDataSchema))
        .wallet,

    listRates: () => readAnswer(() => client.get<unknown>(PAYMENT_PATHS.rates), ratesDataSchema),

    updateRate: async (base, quote, update) =>
      (await readAnswer(() => client.put<unknown>(adminRatePath(base, quote), update), rateDataSchema)).rate,

    listFees: () => readAnswer(() => client.get<unknown>(FEE_PATHS.fees), feesDataSchema),

    updateFee: async (currency, update) =>
      (await readAnswer(() => client.put<unknown>(adminFeePath(currency), update), feeDataSchema)).fee,

    getTwoFactorStatus: async () =>
      (await readAnswer(() => client.get<unknown>(SECURITY_PATHS.twoFactor), twoFactorStatusDataSchema))
        .twoFactor,
  };
}
