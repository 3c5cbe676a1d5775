export { useHashScroll } from './useHashScroll';
export { useGetStarted } from './useGetStarted';
