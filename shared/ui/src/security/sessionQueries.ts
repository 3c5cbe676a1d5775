import { useQuery } from '@tanstack/react-query';
import { security } from '@portal/auth/security';

/** The key of the account's session list in the page's QueryClient. */
export const SESSIONS_QUERY_KEY = ['security', 'sessions'] as const;

/** The account's live sessions as the server lists them, read each time the section shows. */
export const useActiveSessions = () =>
  useQuery({ queryKey: SESSIONS_QUERY_KEY, queryFn: security.listSessions, staleTime: 0 });
