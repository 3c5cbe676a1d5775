import type { AdminDataSource } from '@portal/contracts';
import { SourceDataStatus, useSourceData } from '../../common';
import { ReceivingBankAccountForm } from './ReceivingBankAccountForm';

const read = (source: AdminDataSource) => source.getReceivingBankAccount();

export function ReceivingBankAccountSection() {
  const account = useSourceData(read);
  if (account.status !== 'ready') return <SourceDataStatus state={account} what="receiving bank account" />;
  return <ReceivingBankAccountForm initial={account.data} />;
}
