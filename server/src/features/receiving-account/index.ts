export { registerSettingsRoutes, type SettingsDeps } from './settingsRoutes';
export { readReceivingAccount, readWallet } from './settingsStore';
