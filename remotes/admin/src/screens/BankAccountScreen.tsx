import { PageHeader } from '@portal/ui';
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
      <PageHeader
        title="Bank Account"
        description="Where customers are told to send the naira for an approved request, and the rates requests are priced at."
      />
      <ReceivingBankAccountSection />
      <WalletSettingsSection />
      <ExchangeRatesSection />
    </div>
  );
}
