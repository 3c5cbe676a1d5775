import type { RatesData } from '@portal/contracts';

type Entry = RatesData['rates'][number];

/** The stored entry of a pair either way round (the contract's deriveRate reads it the same way). */
const entryOf = (rates: readonly Entry[], from: string, to: string) =>
  rates.find((entry) => entry.base === from && entry.quote === to) ??
  rates.find((entry) => entry.base === to && entry.quote === from);

/**
 * When staff set the rate(s) a conversion used, as deriveRate picks them (the pair,
 * else both legs through USD): the older of the legs, or null when any of them is a
 * seeded placeholder (setAt null), which keeps the demonstration disclaimer (D30).
 */
export function rateSetAt(rates: readonly Entry[], from: string, to: string): string | null {
  if (from === to) return null;
  const direct = entryOf(rates, from, to);
  const legs = direct ? [direct] : [entryOf(rates, 'USD', from), entryOf(rates, 'USD', to)];
  const times: string[] = [];
  for (const leg of legs) {
    if (from === 'USD' && leg === undefined) continue;
    if (!leg?.setAt) return null;
    times.push(leg.setAt);
  }
  return times.sort()[0] ?? null;
}
