export { AdminLayout } from './AdminLayout';
