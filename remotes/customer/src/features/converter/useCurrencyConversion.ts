import { useRef, useState } from 'react';
import { CUSTOMER_MESSAGES, type Conversion, type ConversionRequest } from '@portal/contracts';
import { useCustomerDataSource } from '../data-source';
import { SUBMIT_FAILED_MESSAGE } from '../submission';
import { parsePositiveAmount } from '../currency';

export interface ConversionInput extends Omit<ConversionRequest, 'amount'> {
  amount: string;
}

/** Converts through the data source (which holds the rates and the 1 second wait). */
export function useCurrencyConversion() {
  const source = useCustomerDataSource();
  const [conversion, setConversion] = useState<Conversion | null>(null);
  const [converting, setConverting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const convert = async ({ amount, from, to }: ConversionInput) => {
    if (inFlight.current) return;
    const value = parsePositiveAmount(amount);
    if (value === undefined) {
      setConversion(null);
      setError(CUSTOMER_MESSAGES.invalidAmount);
      return;
    }
    inFlight.current = true;
    setError(null);
    setConversion(null);
    setConverting(true);
    try {
      setConversion(await source.convert({ amount: value, from, to }));
    } catch {
      setError(SUBMIT_FAILED_MESSAGE);
    } finally {
      inFlight.current = false;
      setConverting(false);
    }
  };

  return { conversion, converting, error, convert, dismissError: () => setError(null) };
}
