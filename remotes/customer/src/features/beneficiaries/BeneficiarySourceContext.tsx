import { createContext, useContext, type ReactNode } from 'react';
import { createBeneficiarySource, type BeneficiarySource } from './beneficiarySource';

// The server-backed source is the default, so the page and the payment form work with no
// provider; tests supply one over their fake API's client.
const BeneficiarySourceContext = createContext<BeneficiarySource>(createBeneficiarySource());

export function BeneficiarySourceProvider({
  source,
  children,
}: {
  source: BeneficiarySource;
  children: ReactNode;
}) {
  return <BeneficiarySourceContext.Provider value={source}>{children}</BeneficiarySourceContext.Provider>;
}

export function useBeneficiarySource(): BeneficiarySource {
  return useContext(BeneficiarySourceContext);
}
