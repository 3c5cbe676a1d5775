export { loggerOptions, redactUrl, REDACTED_PATHS } from './loggerOptions';
export { OneLineRequestLog } from './requestLog';
