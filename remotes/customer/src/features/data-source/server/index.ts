export {
  createServerCustomerDataSource,
  documentsForm,
  type CustomerApiClient,
  type ServerCustomerDataSource,
} from './createServerCustomerDataSource';
export { SERVER_MESSAGES } from './readAnswer';
