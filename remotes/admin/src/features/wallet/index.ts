export { WalletSettingsSection } from './WalletSettingsSection';
