// Only the screens the area renders at once. The others are lazy chunks that Area.tsx
// imports by their own files: exported from here, every screen would sit in the chunk
// of the dashboard staff land on.
export { AdminLayout } from './AdminLayout';
export { DashboardScreen } from './DashboardScreen';
