import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyBody } from '@portal/contracts/apiKeys';
import type { WebhookEndpointBody, WebhookEndpointPatch } from '@portal/contracts/webhooks';
import { useDevelopersSource } from './DevelopersSourceContext';

/** Under the area's 'customer' prefix (emptied on sign-out). */
export const developerKeys = {
  keys: ['customer', 'developers', 'keys'] as const,
  endpoints: ['customer', 'developers', 'endpoints'] as const,
  deliveries: (id: string) => ['customer', 'developers', 'deliveries', id] as const,
};

export function useApiKeys() {
  const source = useDevelopersSource();
  return useQuery({ queryKey: developerKeys.keys, queryFn: () => source.listKeys() });
}

export function useWebhookEndpoints() {
  const source = useDevelopersSource();
  return useQuery({ queryKey: developerKeys.endpoints, queryFn: () => source.listEndpoints() });
}

export function useDeliveries(id: string) {
  const source = useDevelopersSource();
  return useQuery({ queryKey: developerKeys.deliveries(id), queryFn: () => source.listDeliveries(id) });
}

/** A change, after which the list it touches is read again (it answers one record; the page shows all). */
function useChange<Input, Output>(
  change: (input: Input) => Promise<Output>,
  keys: (input: Input) => readonly (readonly string[])[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: (_data, _error, input) =>
      Promise.all(keys(input).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useCreateApiKey() {
  const source = useDevelopersSource();
  return useChange(
    (body: ApiKeyBody) => source.createKey(body),
    () => [developerKeys.keys],
  );
}

export function useRevokeApiKey() {
  const source = useDevelopersSource();
  return useChange(
    (id: string) => source.revokeKey(id),
    () => [developerKeys.keys],
  );
}

export function useCreateEndpoint() {
  const source = useDevelopersSource();
  return useChange(
    (body: WebhookEndpointBody) => source.createEndpoint(body),
    () => [developerKeys.endpoints],
  );
}

export function useUpdateEndpoint() {
  const source = useDevelopersSource();
  return useChange(
    ({ id, patch }: { id: string; patch: WebhookEndpointPatch }) => source.updateEndpoint(id, patch),
    () => [developerKeys.endpoints],
  );
}

export function useDeleteEndpoint() {
  const source = useDevelopersSource();
  return useChange(
    (id: string) => source.deleteEndpoint(id),
    () => [developerKeys.endpoints],
  );
}

export function useRotateSecret() {
  const source = useDevelopersSource();
  return useChange(
    (id: string) => source.rotateSecret(id),
    () => [developerKeys.endpoints],
  );
}

export function useSendTest() {
  const source = useDevelopersSource();
  return useChange(
    (id: string) => source.sendTest(id),
    (id) => [developerKeys.deliveries(id)],
  );
}

export function useReplay() {
  const source = useDevelopersSource();
  return useChange(
    ({ id, deliveryId }: { id: string; deliveryId: string }) => source.replay(id, deliveryId),
    ({ id }) => [developerKeys.deliveries(id)],
  );
}
