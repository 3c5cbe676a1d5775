export { loggerOptions, redactUrl, REDACTED_PATHS } from './loggerOptions';
export { developerNotice, DEVELOPER_NOTICE_FIELD } from './developerNotice';
export { logFormat, prettyStream, type LogFormat } from './prettyLog';
export { OneLineRequestLog } from './requestLog';
