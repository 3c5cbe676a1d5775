import { ReceivingBankAccountSection } from '../features/bank-account';
import { WalletSettingsSection } from '../features/wallet';
import { usePageTitle } from './usePageTitle';

export function BankAccountScreen() {
  usePageTitle('Bank Account');
  return (
    <div className="admin-screen">
      <h1>Bank Account</h1>
      <ReceivingBankAccountSection />
      <WalletSettingsSection />
    </div>
  );
}
