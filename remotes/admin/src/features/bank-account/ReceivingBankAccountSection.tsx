import type { AdminDataSource } from '../../api';
import { adminKeys, useAdminQuery } from '../../api';
import { SettingsCard } from '../settings-form';
import { PendingAccountChange } from './PendingAccountChange';
import { ReceivingBankAccountForm } from './ReceivingBankAccountForm';

const read = (source: AdminDataSource) => source.getReceivingAccount();

export function ReceivingBankAccountSection() {
  const { state: account, reload } = useAdminQuery(adminKeys.receivingAccount, read);
  if (account.status !== 'ready') {
    return (
      <SettingsCard
        title="Receiving Bank Account"
        state={account}
        what="receiving bank account"
        fields={6}
        onRetry={reload}
      />
    );
  }
  return (
    <>
      <PendingAccountChange />
      <ReceivingBankAccountForm initial={account.data} />
    </>
  );
}
