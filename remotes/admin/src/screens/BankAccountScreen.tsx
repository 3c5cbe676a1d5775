import { ReceivingBankAccountSection } from '../features/bank-account';
import { ExchangeRatesSection } from '../features/exchange-rates';
import { WalletSettingsSection } from '../features/wallet';
import { usePageTitle } from './usePageTitle';

/**
 * Where customers pay and at what rate: the receiving account, the wallets and the
 * rate table, the settings that decide what a customer is told to send.
 */
export function BankAccountScreen() {
  usePageTitle('Bank Account');
  return (
    <div className="admin-screen">
      <h1>Bank Account</h1>
      <ReceivingBankAccountSection />
      <WalletSettingsSection />
      <ExchangeRatesSection />
    </div>
  );
}
