export { AREAS, areaForPath, type AreaDefinition } from './areas';
export { registerAreas, preloadArea, preloadAreaFor } from './federation';
export { RemoteArea } from './RemoteArea';
export { useAreaPreloading } from './useAreaPreloading';
export { forgetLoadedAreas } from './useRemoteArea';
export { firstAreaSettled } from './areaSettled';
export { whenIdle } from './whenIdle';
