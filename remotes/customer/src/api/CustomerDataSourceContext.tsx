import { createContext, useContext, type ReactNode } from 'react';
import type { CustomerDataSource } from './customerDataSource';
import { createCustomerDataSource } from './createCustomerDataSource';

// The server-backed source is the default, so the Area works with no provider; tests
// supply a fake one through the provider.
const CustomerDataSourceContext = createContext<CustomerDataSource>(createCustomerDataSource());

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
