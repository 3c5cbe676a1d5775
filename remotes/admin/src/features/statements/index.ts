export { StatementExport, type StatementExportProps } from './StatementExport';
