export { DetailList, type Detail } from './DetailList';
export { DetailListSkeleton } from './DetailListSkeleton';
export { formatDate, formatDateTime, formatRelativeTime } from './formatting';
export { SubmittedDate } from './SubmittedDate';
export { ValueOrNotSet } from './ValueOrNotSet';
export { PersonText } from './PersonText';
