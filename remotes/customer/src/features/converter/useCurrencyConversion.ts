import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { convertAmount, deriveRate, PAYMENT_MESSAGES, type ConverterCurrency } from '@portal/contracts';
import { customerKeys, RequestError, SERVER_MESSAGES, useCustomerDataSource } from '../../api';
import { rateSetAt } from './rateSetAt';

export interface ConversionInput {
  /** A positive decimal, as the form checked it. */
  amount: string;
  from: ConverterCurrency;
  to: ConverterCurrency;
}

/** A conversion in exact decimal strings. */
export interface Conversion {
  amount: string;
  from: ConverterCurrency;
  to: ConverterCurrency;
  /** Units of `to` per unit of `from`, to 8 decimals. */
  rate: string;
  /** `amount` × `rate` with the target currency's decimals. */
  convertedAmount: string;
  /** When staff set the rate used; null for a demonstration placeholder. */
  setAt: string | null;
}

/**
 * Converts at the server's rates (one rate table, kept on the server, serves every
 * screen; pairs not in it are derived through USD): each Convert reads that table,
 * so an admin's change shows at once, and derives the pair's rate with the same
 * contract function the payment form and the server use. The busy state lasts as
 * long as that read.
 */
export function useCurrencyConversion() {
  const source = useCustomerDataSource();
  const queryClient = useQueryClient();
  const [conversion, setConversion] = useState<Conversion | null>(null);
  const [converting, setConverting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const convert = async ({ amount, from, to }: ConversionInput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setConversion(null);
    setError(null);
    setConverting(true);
    try {
      // Always from the server (staleTime 0), and cached for the payment form.
      const { rates } = await queryClient.fetchQuery({
        queryKey: customerKeys.rates,
        queryFn: () => source.getRates(),
        staleTime: 0,
      });
      const rate = deriveRate(rates, from, to);
      if (rate === null) setError(PAYMENT_MESSAGES.rateUnavailable);
      else
        setConversion({
          amount,
          from,
          to,
          rate,
          convertedAmount: convertAmount(amount, rate, to),
          setAt: rateSetAt(rates, from, to),
        });
    } catch (failure) {
      setError(failure instanceof RequestError ? failure.message : SERVER_MESSAGES.failed);
    } finally {
      inFlight.current = false;
      setConverting(false);
    }
  };

  return {
    conversion,
    converting,
    error,
    convert,
    /** A refused amount: the last result no longer answers what is typed. */
    clear: () => setConversion(null),
    dismissError: () => setError(null),
  };
}
