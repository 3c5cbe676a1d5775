export {
  ensureAdminAccount,
  generateAdminPassword,
  ADMIN_NAME,
  type AdminOutcome,
} from './ensureAdminAccount';
