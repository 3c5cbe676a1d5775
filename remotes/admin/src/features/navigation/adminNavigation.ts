// The list lives in the contracts: the shell's phone menu shows the same links,
// with the same entry marked as the current page.
export { ADMIN_NAVIGATION, adminNavItems } from '@portal/contracts/areas';
