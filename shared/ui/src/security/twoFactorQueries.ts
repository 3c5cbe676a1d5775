import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { security } from '@portal/auth/security';

/** The key of the account's two-factor state in the page's QueryClient. */
export const TWO_FACTOR_QUERY_KEY = ['security', 'two-factor'] as const;

/**
 * The account's two-factor sign-in as the server has it, read each time the section
 * shows; a refusal is the read's failure (a RequestError with the server's message).
 */
export const useTwoFactorStatus = () =>
  useQuery({ queryKey: TWO_FACTOR_QUERY_KEY, queryFn: security.readTwoFactorStatus, staleTime: 0 });

/**
 * A change of the account's own two-factor sign-in (a useMutation over @portal/auth's
 * `security` call, which rejects a refusal with a RequestError). Once made it
 * invalidates the state and the area's own queries (`invalidates`): what the server
 * refused while two-factor was required is read again where shown.
 */
function useTwoFactorChange<Input, Data>(send: (input: Input) => Promise<Data>, invalidates?: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Not awaited: the change is made, whatever the reads after it take.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY });
      if (invalidates) void client.invalidateQueries({ queryKey: invalidates });
    },
  });
}

export const useEnableTwoFactor = (invalidates?: QueryKey) =>
  useTwoFactorChange(security.enableTwoFactor, invalidates);
export const useDisableTwoFactor = (invalidates?: QueryKey) =>
  useTwoFactorChange(security.disableTwoFactor, invalidates);
