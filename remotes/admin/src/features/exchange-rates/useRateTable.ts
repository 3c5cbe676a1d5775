import { useRef, useState } from 'react';
import {
  formatRate,
  PAYMENT_MESSAGES,
  rateUpdateSchema,
  validateWith,
  type RateEntry,
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
  save: (entry: RateEntry, typed: string) => Promise<RateChange>;
  notice: Notice | null;
  dismissNotice: () => void;
}

export const pairKey = ({ base, quote }: Pick<RateEntry, 'base' | 'quote'>) => `${base}/${quote}`;

const read = (source: AdminDataSource) => source.listRates();

/**
 * The rate table as the admin edits it (exact decimals, one table on the server for
 * every screen): read from the server, one pair
 * edited at a time, the typed rate checked with the contract's schema before
 * anything is sent, and a pair's shown rate changed only once the server stored it.
 */
export function useRateTable(): RateTable {
  const source = useAdminDataSource();
  const { state, reload } = useAdminQuery(adminKeys.rates, read);
  const [stored, setStored] = useState<{ of: unknown; rates: Map<string, string>; updatedAt: string | null }>(
    {
      of: null,
      rates: new Map(),
      updatedAt: null,
    },
  );
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeCount = useRef(0);

  // Changes saved since the table was read; a new read of the table replaces them.
  const loaded = state.status === 'ready' ? state.data : null;
  const changes = stored.of === loaded ? stored : { rates: new Map<string, string>(), updatedAt: null };
  const table: ServerData<RateTableData> = loaded
    ? {
        status: 'ready',
        data: {
          rates: loaded.rates.map((entry) => ({
            ...entry,
            rate: changes.rates.get(pairKey(entry)) ?? entry.rate,
          })),
          updatedAt: changes.updatedAt ?? loaded.updatedAt,
        },
      }
    : state;

  const save = async (entry: RateEntry, typed: string): Promise<RateChange> => {
    const checked = validateWith(rateUpdateSchema, { rate: typed });
    if (!checked.ok) return { ok: false, message: checked.errors.rate?.[0] ?? checked.message };
    try {
      const rate = await source.updateRate(entry.base, entry.quote, checked.data);
      setStored((previous) => {
        const rates = new Map(previous.of === loaded ? previous.rates : []);
        rates.set(pairKey(rate), rate.rate);
        return { of: loaded, rates, updatedAt: rate.updatedAt };
      });
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
