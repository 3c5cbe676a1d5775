// Bank details from the vendor (D43, issue 35): links to ask a vendor, the vendor's public page's
// two routes, and the business's confirmation of what the vendor entered.
export { registerVendorDetailsRoutes, type VendorDetailsRouteDeps } from './vendorDetailsRoutes';
