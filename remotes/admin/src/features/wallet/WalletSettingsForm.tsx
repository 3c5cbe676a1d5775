import type { WalletNetwork } from '@portal/rules/walletNetworks';
import type { WalletView } from '@portal/contracts/accountViews';
import { walletNetworkOf } from '@portal/rules/paymentAccounts';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { walletSettingsSchema } from '@portal/contracts/wallet';
import { TextField } from '@portal/ui';
import { DetailList, ValueOrNotSet } from '../details';
import { EditableSection, useSettingsEditor } from '../settings-form';
import { StaffRoleNote, useStaffMayDo } from '../staff-role';
import { adminKeys, useAdminDataSource } from '../../api';
import { walletValuesOf, type WalletValues } from './walletValues';

interface WalletField {
  key: keyof WalletValues;
  label: string;
  hint: string;
  coin?: 'USDC' | 'USDT';
  inputMode?: 'numeric';
}

const FIELDS: WalletField[] = [
  {
    key: 'nairaAccountNumber',
    label: 'Naira Account Number',
    hint: "The 10-digit NUBAN of VendorBridge's own naira settlement account, not the receiving account customers pay into.",
    inputMode: 'numeric',
  },
  {
    key: 'usdcWalletAddress',
    label: 'USDC Wallet Address',
    hint: "VendorBridge's USDC settlement wallet: an Ethereum (ERC-20) address, 0x and 40 hex digits.",
    coin: 'USDC',
  },
  {
    key: 'usdtWalletAddress',
    label: 'USDT Wallet Address',
    hint: "VendorBridge's USDT settlement wallet: an Ethereum (ERC-20) address, or a TRON (TRC-20) address starting with T.",
    coin: 'USDT',
  },
];

const NETWORK_NAMES: Record<WalletNetwork, string> = { ERC20: 'ERC-20', TRC20: 'TRC-20' };

/** A saved value, with the network an address is on (read from the address, as the server does). */
function SavedValue({ value, coin }: { value: string; coin?: 'USDC' | 'USDT' }) {
  const network = coin && value ? walletNetworkOf(value, coin) : null;
  return (
    <>
      <span className="breakable">
        <ValueOrNotSet value={value} />
      </span>
      {network && <span className="muted"> ({NETWORK_NAMES[network]})</span>}
    </>
  );
}

/** Where naira and stablecoin settlements go; any of them may be left empty. */
export const WALLET_SETTINGS_PURPOSE =
  "VendorBridge's own settlement accounts, kept for operations. Customers pay into the receiving bank account above; a payment's funding instructions show that account, not these.";

export function WalletSettingsForm({ initial }: { initial: WalletView }) {
  const source = useAdminDataSource();
  const form = useSettingsEditor({
    initial: walletValuesOf(initial),
    schema: walletSettingsSchema,
    save: (settings, stepUp) => source.saveWalletSettings({ ...settings, stepUp }),
    valuesOf: walletValuesOf,
    queryKey: adminKeys.wallet,
    successMessage: PAYMENT_MESSAGES.walletUpdated,
  });

  const mayEdit = useStaffMayDo('manageSettings');
  return (
    <EditableSection
      readOnlyNote={mayEdit ? undefined : <StaffRoleNote reads="the wallet settings" cannot="change them" />}
      title="Wallet Settings"
      description={WALLET_SETTINGS_PURPOSE}
      form={form}
      refusals={form.refusals}
      view={
        <DetailList
          details={FIELDS.map(({ key, label, coin }) => ({
            label,
            value: <SavedValue value={form.saved[key]} coin={coin} />,
            // A 42-character address broke mid-string in a 190 px column (issue 31).
            wide: coin !== undefined && form.saved[key] !== '',
          }))}
        />
      }
    >
      {FIELDS.map(({ key, label, hint, inputMode }) => (
        <TextField
          key={key}
          label={label}
          name={key}
          value={form.values[key]}
          error={form.fieldErrors[key]}
          hint={hint}
          inputMode={inputMode}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          onChange={(event) => form.change(key, event.target.value)}
        />
      ))}
    </EditableSection>
  );
}
