import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { security } from '@portal/auth';
import type { ServerRead } from '@portal/ui';
import { adminKeys, serverDataOf } from '../../api';

type TwoFactorStatus = Awaited<ReturnType<typeof security.readTwoFactorStatus>>;

/**
 * The admin's two-factor sign-in as the server has it, read each time the section
 * shows; a refusal is the read's failure (a RequestError with the server's message).
 */
export function useTwoFactorStatus(): ServerRead<TwoFactorStatus> {
  const query = useQuery({
    queryKey: adminKeys.twoFactor,
    queryFn: security.readTwoFactorStatus,
    staleTime: 0,
  });
  return { state: serverDataOf(query), reload: () => void query.refetch() };
}

/**
 * A change of the admin's own two-factor sign-in (a useMutation over @portal/auth's
 * `security` call, which rejects a refusal with a RequestError). Once made it invalidates every
 * admin query: the state and the banner read again, and the admin data the server
 * refused while two-factor was required is read again where shown.
 */
export function useTwoFactorChange<Input, Data>(send: (input: Input) => Promise<Data>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useEnableTwoFactor = () => useTwoFactorChange(security.enableTwoFactor);
export const useDisableTwoFactor = () => useTwoFactorChange(security.disableTwoFactor);
