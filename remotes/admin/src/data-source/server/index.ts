export {
  createServerAdminDataSource,
  type AdminApiClient,
  type ServerAdminDataSource,
} from './createServerAdminDataSource';
export { SERVER_MESSAGES } from './readAnswer';
