export { LoadFailed, type LoadFailedProps } from './LoadFailed';
export type { ServerData, ServerRead } from './serverData';
