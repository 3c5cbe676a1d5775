export { registerOnboardingRoute } from './onboardingRoute';
