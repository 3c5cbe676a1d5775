export { LoadFailed, type LoadFailedProps } from './LoadFailed';
