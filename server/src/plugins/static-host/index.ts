export { registerStaticHost, runtimeConfigOf, type PageFirstScreen } from './staticHost';
export { cacheControlFor } from './cachePolicy';
