export { registerOnboardingRoute } from './onboardingRoute';
export { missingProfileFields } from './profileChecklist';
