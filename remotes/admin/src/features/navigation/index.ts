export { AdminHeader } from './AdminHeader';
export { ADMIN_NAVIGATION, adminNavItems } from './adminNavigation';
