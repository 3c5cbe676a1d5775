import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  convertAmount,
  CUSTOMER_MESSAGES,
  deriveRate,
  PAYMENT_MESSAGES,
  type ConverterCurrency,
} from '@portal/contracts';
import { customerKeys, RequestError, SERVER_MESSAGES, useCustomerDataSource } from '../../api';
import { parsePositiveAmount } from '../currency';

export interface ConversionInput {
  /** As typed. */
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
  /** The amount input is refused (as opposed to the rates being unavailable). */
  const [amountInvalid, setAmountInvalid] = useState(false);
  const inFlight = useRef(false);

  const convert = async ({ amount, from, to }: ConversionInput) => {
    if (inFlight.current) return;
    const value = parsePositiveAmount(amount);
    setConversion(null);
    if (value === undefined) {
      setAmountInvalid(true);
      setError(CUSTOMER_MESSAGES.invalidAmount);
      return;
    }
    inFlight.current = true;
    setAmountInvalid(false);
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
      else setConversion({ amount: value, from, to, rate, convertedAmount: convertAmount(value, rate, to) });
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
    amountInvalid,
    convert,
    dismissError: () => {
      setError(null);
      setAmountInvalid(false);
    },
  };
}
