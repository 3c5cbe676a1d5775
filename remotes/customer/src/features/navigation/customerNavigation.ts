import { CUSTOMER_NAVIGATION } from '@portal/contracts/areas';
import type { PortalNavItem } from '@portal/ui';

// The list lives in the contracts: the shell's phone menu shows the same links.
export const CUSTOMER_PORTAL_TITLE = CUSTOMER_NAVIGATION.title;

/** The sidebar's entries, in the order the product defines. */
export const CUSTOMER_NAV_ITEMS: readonly PortalNavItem[] = CUSTOMER_NAVIGATION.items;
