import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { convertAtNairaRates } from '@portal/rules/crossRates';
import type { ConverterCurrency } from '@portal/rules/currencies';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { customerKeys, RequestError, SERVER_MESSAGES, useCustomerDataSource } from '../../api';

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
  /** When staff set the naira rate(s) used (the older); null for a currency into itself. */
  setAt: string | null;
}

/**
 * Converts at the naira rates staff set (D30, D47: one rate table, kept on the server;
 * any other pair is crossed through naira, X→Y = rate(X)/rate(Y)): each Convert reads
 * that table, so an admin's change shows at once. A currency staff have not priced has
 * no rate, and the converter says so instead of inventing one. The busy state lasts as
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
      const priced = convertAtNairaRates(rates, amount, from, to);
      if (priced === null) setError(PAYMENT_MESSAGES.rateUnavailable);
      else setConversion({ amount, from, to, ...priced });
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
