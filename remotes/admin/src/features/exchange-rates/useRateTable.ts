import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  formatRate,
  PAYMENT_MESSAGES,
  type AdminRate,
  type RateEntry,
  type RatesData,
  type RateUpdate,
} from '@portal/contracts';
import type { AdminDataSource } from '../../api';
import { RequestError, SERVER_MESSAGES, useAdminDataSource, adminKeys, useAdminQuery } from '../../api';
import type { ServerData } from '@portal/ui';
import type { Notice } from '../review';

/** The outcome of one Save: stored, or refused with the reason to show next to the rate. */
export type RateChange = { ok: true } | { ok: false; message: string };

export interface RateTableData {
  rates: RateEntry[];
  updatedAt: string;
}

export interface RateTable {
  table: ServerData<RateTableData>;
  reload: () => void;
  /** The pair being edited, as `USD/NGN`; one at a time. */
  editing: string | null;
  edit: (entry: RateEntry) => void;
  cancel: () => void;
  /** Sends a rate the editor checked with the contract's schema. */
  save: (entry: RateEntry, update: RateUpdate) => Promise<RateChange>;
  notice: Notice | null;
  dismissNotice: () => void;
}

export const pairKey = ({ base, quote }: Pick<RateEntry, 'base' | 'quote'>) => `${base}/${quote}`;

const read = (source: AdminDataSource) => source.listRates();

/** The table with one pair as the server stored it. */
const withRate = (table: RatesData, rate: AdminRate): RatesData => ({
  ...table,
  rates: table.rates.map((entry) =>
    pairKey(entry) === pairKey(rate) ? { ...entry, rate: rate.rate } : entry,
  ),
  updatedAt: rate.updatedAt,
});

/**
 * The rate table as the admin edits it (exact decimals, one table on the server for
 * every screen): read from the server, one pair edited at a time, and a pair's shown
 * rate changed only once the server stored it (the save, a useMutation, writes the
 * stored pair into the table's query and marks recent activity stale).
 */
export function useRateTable(): RateTable {
  const source = useAdminDataSource();
  const client = useQueryClient();
  const { state: table, reload } = useAdminQuery(adminKeys.rates, read);
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeCount = useRef(0);
  const update = useMutation({
    mutationFn: ({ entry, change }: { entry: RateEntry; change: RateUpdate }) =>
      source.updateRate(entry.base, entry.quote, change),
    onSuccess: (rate) => {
      client.setQueryData<RatesData>(adminKeys.rates, (previous) => previous && withRate(previous, rate));
      void client.invalidateQueries({ queryKey: adminKeys.recentActivity });
    },
  });

  const save = async (entry: RateEntry, change: RateUpdate): Promise<RateChange> => {
    try {
      const rate = await update.mutateAsync({ entry, change });
      setEditing(null);
      noticeCount.current += 1;
      setNotice({
        id: noticeCount.current,
        tone: 'success',
        text: `${PAYMENT_MESSAGES.rateUpdated} 1 ${rate.base} = ${formatRate(rate.rate)} ${rate.quote}.`,
      });
      return { ok: true };
    } catch (failure) {
      if (failure instanceof RequestError) {
        return { ok: false, message: failure.errors.rate?.[0] ?? failure.message };
      }
      return { ok: false, message: SERVER_MESSAGES.failed };
    }
  };

  return {
    table,
    reload,
    editing,
    edit: (entry) => {
      setNotice(null);
      setEditing(pairKey(entry));
    },
    cancel: () => setEditing(null),
    save,
    notice,
    dismissNotice: () => setNotice(null),
  };
}
