export { closeOnSignals, type ShutdownOptions } from './gracefulShutdown';
