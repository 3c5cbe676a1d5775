import { usePageTitle as useTitle } from '@portal/ui';

export const usePageTitle = (page: string): void => useTitle(page, 'Admin Portal');
