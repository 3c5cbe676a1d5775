import type { AdminDataSource } from '../../api';
import { adminKeys, useAdminQuery } from '../../api';
import { SettingsCard } from '../settings-form';
import { PendingAccountChange } from './PendingAccountChange';
import { ReceivingBankAccountForm } from './ReceivingBankAccountForm';

const read = (source: AdminDataSource) => source.getReceivingAccount();

/**
 * The receiving account and the change waiting for approval (issue 22): the route answers
 * both, so one query reads it and each part is handed its half.
 */
export function ReceivingBankAccountSection() {
  const { state, reload } = useAdminQuery(adminKeys.receivingAccount, read);
  if (state.status !== 'ready') {
    return (
      <SettingsCard
        title="Receiving Bank Account"
        state={state}
        what="receiving bank account"
        fields={6}
        onRetry={reload}
      />
    );
  }
  const { receivingAccount, pendingChange } = state.data;
  return (
    <>
      {pendingChange && <PendingAccountChange change={pendingChange} />}
      <ReceivingBankAccountForm initial={receivingAccount} />
    </>
  );
}
