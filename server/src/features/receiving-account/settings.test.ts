import {
  receivingAccountDataSchema,
  walletDataSchema,
  type ReceivingAccountView,
  type WalletView,
} from '@portal/contracts/accountViews';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { validateWith } from '@portal/contracts/fieldErrors';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { RECEIVING_ACCOUNT_CHANGE_PATHS } from '@portal/contracts/receivingAccountChanges';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { adminSession, auditRows, call, customerSession, dataOf } from '../payments/testing/paymentTesting';
import { confirmed } from '../two-factor/testing/stepUpTesting';
import { insertedStaffSession } from '../../testing/staffSessions';

const NAIRA_ACCOUNT = {
  bankName: 'First Bank of Nigeria',
  accountName: 'VendorBridge Ltd',
  accountNumber: '0123456789',
  currency: 'NGN',
  swiftCode: 'FBNINGLA',
  iban: '',
};

const USD_ACCOUNT = {
  bankName: 'Citibank',
  accountName: 'VendorBridge Inc',
  accountNumber: '12345678',
  currency: 'USD',
  swiftCode: 'citi us 33',
  iban: '',
};

const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe.each(DATABASE_KINDS)('receiving account and wallet settings on %s', (kind) => {
  const server = useTestServer(kind);

  const readAccount = async (headers: Record<string, string>) => {
    const response = await call(server, 'GET', PAYMENT_PATHS.adminReceivingAccount, headers);
    expect(response.statusCode).toBe(200);
    const checked = validateWith(receivingAccountDataSchema, dataOf(response));
    if (!checked.ok) throw new Error(`not the contract's shape: ${checked.message}`);
    return checked.data.receivingAccount;
  };
  const readWallet = async (headers: Record<string, string>) => {
    const response = await call(server, 'GET', PAYMENT_PATHS.adminWallet, headers);
    expect(response.statusCode).toBe(200);
    const checked = validateWith(walletDataSchema, dataOf(response));
    if (!checked.ok) throw new Error(`not the contract's shape: ${checked.message}`);
    return checked.data.wallet;
  };

  it.each([
    ['GET', PAYMENT_PATHS.adminReceivingAccount],
    ['PUT', PAYMENT_PATHS.adminReceivingAccount],
    ['GET', PAYMENT_PATHS.adminWallet],
    ['PUT', PAYMENT_PATHS.adminWallet],
  ] as const)('%s %s is for admins only (401 without a token, 403 for a customer)', async (method, path) => {
    const customer = await customerSession(server);
    const body = method === 'PUT' ? {} : undefined;
    expect((await call(server, method, path, {}, body)).statusCode).toBe(401);
    expect((await call(server, method, path, customer.headers, body)).statusCode).toBe(403);
  });

  it.each([RECEIVING_ACCOUNT_CHANGE_PATHS.approve, RECEIVING_ACCOUNT_CHANGE_PATHS.reject])(
    'POST %s is a superadmin decision (401 without a token, 403 for a customer, a reviewer, finance)',
    async (path) => {
      const url = path.replace(':id', '6f1c2f0e-8d1b-4c41-9d7e-0b2f1c3a4d5e');
      const customer = await customerSession(server);
      const reviewer = await insertedStaffSession(server, 'reviewer', 'Remi Reviewer');
      const finance = await insertedStaffSession(server, 'finance', 'Fola Finance');
      expect((await call(server, 'POST', url, {}, {})).statusCode).toBe(401);
      for (const headers of [customer.headers, reviewer.headers, finance.headers]) {
        expect((await call(server, 'POST', url, headers, {})).statusCode).toBe(403);
      }
    },
  );

  it('starts with no receiving account and every wallet field not set', async () => {
    const admin = await adminSession(server);
    expect(await readAccount(admin.headers)).toBeNull();
    expect(await readWallet(admin.headers)).toEqual({
      nairaAccountNumber: '',
      usdcWalletAddress: '',
      usdtWalletAddress: '',
      usdcNetwork: null,
      usdtNetwork: null,
      updatedAt: null,
    });
  });

  it('saves a receiving account, audited with what it replaced', async () => {
    const admin = await adminSession(server);
    const first = await call(
      server,
      'PUT',
      PAYMENT_PATHS.adminReceivingAccount,
      admin.headers,
      confirmed(NAIRA_ACCOUNT),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Bank account details updated successfully!' });
    const second = await call(
      server,
      'PUT',
      PAYMENT_PATHS.adminReceivingAccount,
      admin.headers,
      confirmed(USD_ACCOUNT),
    );
    expect(second.statusCode).toBe(200);
    const saved: ReceivingAccountView | null = await readAccount(admin.headers);
    expect(saved).toMatchObject({ ...USD_ACCOUNT, swiftCode: 'CITIUS33' });

    const audit = await auditRows(server);
    expect(audit.map((row) => row.action)).toEqual([
      'settings.receiving-account',
      'settings.receiving-account',
    ]);
    expect(audit[0]).toMatchObject({ actorEmail: admin.user.email, before: null, after: NAIRA_ACCOUNT });
    expect(audit[1]).toMatchObject({
      before: NAIRA_ACCOUNT,
      after: { ...USD_ACCOUNT, swiftCode: 'CITIUS33' },
    });
  });

  it.each([
    [
      'an NGN account number that is not 10 digits',
      { accountNumber: '123456789' },
      'accountNumber',
      PAYMENT_MESSAGES.nubanInvalid,
    ],
    [
      'a USD account without SWIFT',
      { ...USD_ACCOUNT, swiftCode: '' },
      'swiftCode',
      PAYMENT_MESSAGES.swiftRequiredForForeign,
    ],
    [
      'a SWIFT code of an unknown country',
      { swiftCode: 'FBNIXXLA' },
      'swiftCode',
      PAYMENT_MESSAGES.swiftInvalid,
    ],
    [
      'an IBAN with wrong check digits',
      { iban: 'GB82WEST12345698765433' },
      'iban',
      PAYMENT_MESSAGES.ibanOnlyInvalid,
    ],
    ['a missing bank name', { bankName: '' }, 'bankName', PAYMENT_MESSAGES.bankNameRequired],
    ['an unknown currency', { currency: 'JPY' }, 'currency', PAYMENT_MESSAGES.receivingCurrencyInvalid],
    [
      'a control character',
      { accountName: 'Vendor\u0000Bridge' },
      'accountName',
      PAYMENT_MESSAGES.controlCharacters,
    ],
  ])('refuses %s before saving anything', async (_what, change, field, message) => {
    const admin = await adminSession(server);
    const response = await call(server, 'PUT', PAYMENT_PATHS.adminReceivingAccount, admin.headers, {
      ...NAIRA_ACCOUNT,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ERROR_CODES.validation, errors: { [field]: [message] } });
    expect(await readAccount(admin.headers)).toBeNull();
    expect(await auditRows(server)).toHaveLength(0);
  });

  it('saves wallet addresses with their network, Ethereum ones checksummed, audited', async () => {
    const admin = await adminSession(server);
    const response = await call(
      server,
      'PUT',
      PAYMENT_PATHS.adminWallet,
      admin.headers,
      confirmed({
        nairaAccountNumber: '0123456789',
        usdcWalletAddress: CHECKSUMMED.toLowerCase(),
        usdtWalletAddress: TRON,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Wallet settings updated successfully!' });
    const wallet: WalletView = await readWallet(admin.headers);
    expect(wallet).toMatchObject({
      nairaAccountNumber: '0123456789',
      usdcWalletAddress: CHECKSUMMED,
      usdcNetwork: 'ERC20',
      usdtWalletAddress: TRON,
      usdtNetwork: 'TRC20',
    });
    const [entry] = await auditRows(server);
    expect(entry).toMatchObject({
      action: 'settings.wallet',
      before: { nairaAccountNumber: '', usdcWalletAddress: '', usdtWalletAddress: '' },
      after: { nairaAccountNumber: '0123456789', usdcWalletAddress: CHECKSUMMED, usdtNetwork: 'TRC20' },
    });

    // Emptied again: "Not set".
    await call(
      server,
      'PUT',
      PAYMENT_PATHS.adminWallet,
      admin.headers,
      confirmed({ nairaAccountNumber: '', usdcWalletAddress: '', usdtWalletAddress: '' }),
    );
    expect(await readWallet(admin.headers)).toMatchObject({ usdcWalletAddress: '', usdcNetwork: null });
  });

  it('refuses a wrong checksum, a TRON address for USDC and a short naira account, field by field', async () => {
    const admin = await adminSession(server);
    const response = await call(server, 'PUT', PAYMENT_PATHS.adminWallet, admin.headers, {
      nairaAccountNumber: '12345',
      usdcWalletAddress: TRON,
      usdtWalletAddress: CHECKSUMMED.replace('aA', 'Aa'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: {
        nairaAccountNumber: [PAYMENT_MESSAGES.nubanInvalid],
        usdcWalletAddress: [PAYMENT_MESSAGES.usdcAddressInvalid],
        usdtWalletAddress: [PAYMENT_MESSAGES.usdtAddressInvalid],
      },
    });
    expect((await readWallet(admin.headers)).updatedAt).toBeNull();
    expect(await auditRows(server)).toHaveLength(0);
  });

  it('answers 4xx, not 500, for wrong types', async () => {
    const admin = await adminSession(server);
    for (const body of [[], { nairaAccountNumber: 5 }, null]) {
      const response = await call(server, 'PUT', PAYMENT_PATHS.adminWallet, admin.headers, body);
      expect(response.statusCode).toBe(400);
    }
    // Plain text is not JSON at all.
    const text = await call(server, 'PUT', PAYMENT_PATHS.adminWallet, admin.headers, 'text');
    expect(text.statusCode).toBe(415);
  });
});
