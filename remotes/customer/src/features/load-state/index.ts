export { LoadFailed, LOAD_FAILED_MESSAGE, type LoadFailedProps } from './LoadFailed';
