export { useFileViewer, type FileViewer } from './useFileViewer';
