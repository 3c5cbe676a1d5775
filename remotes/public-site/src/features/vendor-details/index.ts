// The vendor's bank details page (D43): `/vendor-details/<token>`.
export { VendorDetailsPage } from './VendorDetailsPage';
