import type { AdminDataSource } from '@portal/contracts';
import { SourceDataStatus, useSourceData } from '../../common';
import { WalletSettingsForm } from './WalletSettingsForm';

const read = (source: AdminDataSource) => source.getWalletSettings();

export function WalletSettingsSection() {
  const settings = useSourceData(read);
  if (settings.status !== 'ready') return <SourceDataStatus state={settings} what="wallet settings" />;
  return <WalletSettingsForm initial={settings.data} />;
}
