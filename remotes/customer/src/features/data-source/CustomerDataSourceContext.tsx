import { createContext, useContext, type ReactNode } from 'react';
import type { CustomerDataSource } from '@portal/contracts';
import { createSampleCustomerDataSource } from './sample/sampleCustomerDataSource';

// The sample source is the default, so the Area works with no provider; tests and a
// future server-backed source supply their own through the provider.
const CustomerDataSourceContext = createContext<CustomerDataSource>(createSampleCustomerDataSource());

export function CustomerDataSourceProvider({
  source,
  children,
}: {
  source: CustomerDataSource;
  children: ReactNode;
}) {
  return <CustomerDataSourceContext.Provider value={source}>{children}</CustomerDataSourceContext.Provider>;
}

export function useCustomerDataSource(): CustomerDataSource {
  return useContext(CustomerDataSourceContext);
}
