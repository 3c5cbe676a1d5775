export { useSessionRefresh } from './useSessionRefresh';
