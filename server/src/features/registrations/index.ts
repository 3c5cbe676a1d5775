// Customers' registrations as the admin reviews them: the list, approve and reject, the counts.
export { registerRegistrationRoutes, REGISTRATIONS_MESSAGE } from './registrationRoutes';
export { countCustomers, countPendingRegistrations } from './registrationCounts';
