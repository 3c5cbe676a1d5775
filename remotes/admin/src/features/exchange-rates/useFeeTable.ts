import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentCurrency } from '@portal/rules/currencies';
import {
  describeFee,
  FEE_MESSAGES,
  type CurrencyFee,
  type FeesData,
  type FeeUpdate,
} from '@portal/contracts/fees';
import type { StepUpBody } from '@portal/contracts/stepUp';
import type { ServerData } from '@portal/ui';
import type { AdminDataSource } from '../../api';
import { adminKeys, RequestError, SERVER_MESSAGES, useAdminDataSource, useAdminQuery } from '../../api';
import type { Notice } from '../review';
import { stepUpRefusal } from '../step-up';

/** A fee as the editor sends it: with the step-up when the move needs one. */
export type FeeSave = FeeUpdate & StepUpBody;

/** The outcome of one Save: stored, or refused with each field's reason (or the step-up's). */
export type FeeChange =
  | { ok: true }
  | { ok: false; message: string; fields: Partial<Record<keyof FeeUpdate, string>>; stepUp?: boolean };

export interface FeeTable {
  table: ServerData<FeesData>;
  reload: () => void;
  editing: PaymentCurrency | null;
  edit: (currency: PaymentCurrency) => void;
  cancel: () => void;
  save: (currency: PaymentCurrency, change: FeeSave) => Promise<FeeChange>;
  notice: Notice | null;
  dismissNotice: () => void;
}

const read = (source: AdminDataSource) => source.listFees();

const withFee = (table: FeesData, fee: CurrencyFee): FeesData => ({
  fees: table.fees.map((entry) => (entry.currency === fee.currency ? fee : entry)),
});

/**
 * The fees per payment currency as staff set them (D47), beside the rates: read from the
 * server, one currency edited at a time, shown changed only once the server stored it.
 */
export function useFeeTable(): FeeTable {
  const source = useAdminDataSource();
  const client = useQueryClient();
  const { state: table, reload } = useAdminQuery(adminKeys.fees, read);
  const [editing, setEditing] = useState<PaymentCurrency | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeCount = useRef(0);
  const update = useMutation({
    mutationFn: ({ currency, change }: { currency: PaymentCurrency; change: FeeSave }) =>
      source.updateFee(currency, change),
    onSuccess: (fee) => {
      client.setQueryData<FeesData>(adminKeys.fees, (previous) => previous && withFee(previous, fee));
      void client.invalidateQueries({ queryKey: adminKeys.recentActivity });
    },
  });

  const save = async (currency: PaymentCurrency, change: FeeSave): Promise<FeeChange> => {
    try {
      const fee = await update.mutateAsync({ currency, change });
      setEditing(null);
      noticeCount.current += 1;
      setNotice({
        id: noticeCount.current,
        tone: 'success',
        text: `${FEE_MESSAGES.updated} ${fee.currency}: ${describeFee(fee)}.`,
      });
      return { ok: true };
    } catch (failure) {
      const stepUp = stepUpRefusal(failure);
      if (stepUp !== null) return { ok: false, message: stepUp, fields: {}, stepUp: true };
      if (failure instanceof RequestError) {
        const fields = {
          ...(failure.errors.flatNgn?.[0] ? { flatNgn: failure.errors.flatNgn[0] } : {}),
          ...(failure.errors.percent?.[0] ? { percent: failure.errors.percent[0] } : {}),
        };
        return { ok: false, message: failure.message, fields };
      }
      return { ok: false, message: SERVER_MESSAGES.failed, fields: {} };
    }
  };

  return {
    table,
    reload,
    editing,
    edit: (currency) => {
      setNotice(null);
      setEditing(currency);
    },
    cancel: () => setEditing(null),
    save,
    notice,
    dismissNotice: () => setNotice(null),
  };
}
