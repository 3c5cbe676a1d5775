export { loggerOptions, redactUrl, REDACTED_PATHS } from './loggerOptions';
