export { LoadMore, type LoadMoreProps, type MorePages } from './LoadMore';
export { SourceDataStatus, type SourceDataStatusProps } from './SourceDataStatus';
export { usePagedList, type CursorPage, type PagedList } from './usePagedList';
