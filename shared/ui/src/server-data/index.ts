export type { ServerData, ServerRead } from './serverData';
export { useServerData } from './useServerData';
