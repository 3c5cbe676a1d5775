export {
  createServerCustomerDataSource,
  documentsForm,
  paymentForm,
  type CustomerApiClient,
} from './createServerCustomerDataSource';
export { SERVER_MESSAGES } from '@portal/auth';
