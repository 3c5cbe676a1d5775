export { loadRuntimeConfig, DEFAULT_RUNTIME_CONFIG } from './runtimeConfig';
