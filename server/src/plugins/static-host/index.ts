export { registerStaticHost, runtimeConfigOf } from './staticHost';
export { cacheControlFor } from './cachePolicy';
