import { ADMIN_MESSAGES, type WalletSettings } from '@portal/contracts';
import { TextField, useEditableForm } from '@portal/ui';
import { DetailList, EditableSection, ValueOrNotSet } from '../../common';
import { useAdminDataSource } from '../../data-source';

const FIELDS: { key: keyof WalletSettings; label: string; inputMode?: 'numeric' }[] = [
  { key: 'nairaAccountNumber', label: 'Naira Account Number', inputMode: 'numeric' },
  { key: 'usdcWalletAddress', label: 'USDC Wallet Address' },
  { key: 'usdtWalletAddress', label: 'USDT Wallet Address' },
];

/** Spec §3: where naira and stablecoin settlements go; any of them may be left empty. */
export function WalletSettingsForm({ initial }: { initial: WalletSettings }) {
  const source = useAdminDataSource();
  const form = useEditableForm({
    initial,
    save: (settings) => source.saveWalletSettings(settings),
    successMessage: ADMIN_MESSAGES.walletSettingsUpdated,
  });

  return (
    <EditableSection
      title="Wallet Settings"
      description="Accounts and wallet addresses for naira and stablecoin settlements."
      form={form}
      view={
        <DetailList
          details={FIELDS.map(({ key, label }) => ({
            label,
            value: <ValueOrNotSet value={form.values[key]} />,
          }))}
        />
      }
    >
      {FIELDS.map(({ key, label, inputMode }) => (
        <TextField
          key={key}
          label={label}
          name={key}
          value={form.values[key]}
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
