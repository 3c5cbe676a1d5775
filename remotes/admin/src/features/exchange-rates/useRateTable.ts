import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRate } from '@portal/contracts/admin';
import { LOCAL_CURRENCY, type PaymentCurrency } from '@portal/rules/currencies';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import type { RatesData, RateUpdate } from '@portal/contracts/rates';
import type { StepUpBody } from '@portal/contracts/stepUp';
import type { AdminDataSource } from '../../api';
import { RequestError, SERVER_MESSAGES, useAdminDataSource, adminKeys, useAdminQuery } from '../../api';
import type { ServerData } from '@portal/ui';
import type { Notice } from '../review';
import { stepUpRefusal } from '../step-up';
import { nairaRateText } from './nairaRates';

/** The outcome of one Save: stored, or refused with the reason to show next to the rate. */
export type RateChange =
  | { ok: true }
  | {
      ok: false;
      message: string;
      /** The server asks for the authentication code (a move of more than 20%), or refused it. */
      stepUp?: boolean;
    };

/** A rate as the editor sends it: with the step-up when the move needs one. */
export type RateSave = RateUpdate & StepUpBody;

export interface RateTable {
  table: ServerData<RatesData>;
  reload: () => void;
  /** The currency whose naira rate is being edited; one at a time. */
  editing: PaymentCurrency | null;
  edit: (currency: PaymentCurrency) => void;
  cancel: () => void;
  /** Sends a rate the editor checked with the contract's schema. */
  save: (currency: PaymentCurrency, update: RateSave) => Promise<RateChange>;
  notice: Notice | null;
  dismissNotice: () => void;
}

const read = (source: AdminDataSource) => source.listRates();

/** The table with one pair as the server stored it (added when staff set it for the first time). */
function withRate(table: RatesData, { base, quote, rate, setAt, updatedAt }: AdminRate): RatesData {
  const stored = { base, quote, rate, setAt };
  const known = table.rates.some((entry) => entry.base === base && entry.quote === quote);
  return {
    rates: known
      ? table.rates.map((entry) => (entry.base === base && entry.quote === quote ? stored : entry))
      : [...table.rates, stored],
    updatedAt,
  };
}

/**
 * The naira rates as staff set them (exact decimals, one table on the server for every
 * screen): read from the server, one currency edited at a time, and a rate shown
 * changed only once the server stored it (the save, a useMutation, writes it into the
 * table's query and marks the dashboard's stale-rate warning and recent activity stale).
 */
export function useRateTable(): RateTable {
  const source = useAdminDataSource();
  const client = useQueryClient();
  const { state: table, reload } = useAdminQuery(adminKeys.rates, read);
  const [editing, setEditing] = useState<PaymentCurrency | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeCount = useRef(0);
  const update = useMutation({
    mutationFn: ({ currency, change }: { currency: PaymentCurrency; change: RateSave }) =>
      source.updateRate(currency, LOCAL_CURRENCY, change),
    onSuccess: (rate) => {
      client.setQueryData<RatesData>(adminKeys.rates, (previous) => previous && withRate(previous, rate));
      void client.invalidateQueries({ queryKey: adminKeys.dashboardStats });
      void client.invalidateQueries({ queryKey: adminKeys.recentActivity });
    },
  });

  const save = async (currency: PaymentCurrency, change: RateSave): Promise<RateChange> => {
    try {
      const rate = await update.mutateAsync({ currency, change });
      setEditing(null);
      noticeCount.current += 1;
      setNotice({
        id: noticeCount.current,
        tone: 'success',
        text: `${PAYMENT_MESSAGES.rateUpdated} 1 ${rate.base} = ${nairaRateText(rate.rate)}.`,
      });
      return { ok: true };
    } catch (failure) {
      const stepUp = stepUpRefusal(failure);
      if (stepUp !== null) return { ok: false, message: stepUp, stepUp: true };
      if (failure instanceof RequestError)
        return { ok: false, message: failure.errors.rate?.[0] ?? failure.message };
      return { ok: false, message: SERVER_MESSAGES.failed };
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
