import type { AdminDataSource } from '../../api';
import { adminKeys, useAdminQuery } from '../../api';
import { SettingsCard } from '../settings-form';
import { WalletSettingsForm } from './WalletSettingsForm';

const read = (source: AdminDataSource) => source.getWalletSettings();

export function WalletSettingsSection() {
  const { state: wallet, reload } = useAdminQuery(adminKeys.wallet, read);
  if (wallet.status !== 'ready') {
    return (
      <SettingsCard
        title="Wallet Settings"
        state={wallet}
        what="wallet settings"
        fields={3}
        onRetry={reload}
      />
    );
  }
  return <WalletSettingsForm initial={wallet.data} />;
}
