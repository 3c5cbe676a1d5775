import type { CustomerDataSource } from './customerDataSource';
import { createServerCustomerDataSource, type CustomerApiClient } from './server';

/**
 * The data source the customer area uses: everything from the server, never sample data. Tests
 * pass a client over a fake fetch.
 */
export function createCustomerDataSource(client?: CustomerApiClient): CustomerDataSource {
  return createServerCustomerDataSource(client);
}
