import { apiClient, readAnswer, type ApiClient } from '@portal/auth';
import {
  API_KEY_PATHS,
  apiKeyCreatedDataSchema,
  apiKeyDataSchema,
  apiKeyListDataSchema,
  type ApiKey,
  type ApiKeyBody,
  type ApiKeyCreatedData,
} from '@portal/contracts/apiKeys';
import {
  WEBHOOK_PATHS,
  webhookDeliveryDataSchema,
  webhookDeliveryListDataSchema,
  webhookEndpointDataSchema,
  webhookEndpointListDataSchema,
  webhookEndpointSecretDataSchema,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointBody,
  type WebhookEndpointPatch,
  type WebhookEndpointSecretData,
} from '@portal/contracts/webhooks';

export type DevelopersApiClient = Pick<ApiClient, 'get' | 'post' | 'request'>;

/**
 * The Developers page's calls (issue 36): API keys and webhook endpoints. Kept in this
 * feature, beside its hooks: the page is their only reader. Every answer is checked against
 * the contract's schemas.
 */
export interface DevelopersSource {
  listKeys(): Promise<ApiKey[]>;
  /** The key and its secret, which the server answers this once. */
  createKey(body: ApiKeyBody): Promise<ApiKeyCreatedData>;
  revokeKey(id: string): Promise<ApiKey>;
  listEndpoints(): Promise<WebhookEndpoint[]>;
  /** The endpoint and its signing secret, answered this once. */
  createEndpoint(body: WebhookEndpointBody): Promise<WebhookEndpointSecretData>;
  updateEndpoint(id: string, patch: WebhookEndpointPatch): Promise<WebhookEndpoint>;
  deleteEndpoint(id: string): Promise<WebhookEndpoint>;
  sendTest(id: string): Promise<WebhookDelivery | undefined>;
  rotateSecret(id: string): Promise<WebhookEndpointSecretData>;
  listDeliveries(id: string): Promise<WebhookDelivery[]>;
  replay(id: string, deliveryId: string): Promise<WebhookDelivery | undefined>;
}

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

export function createDevelopersSource(client: DevelopersApiClient = apiClient): DevelopersSource {
  return {
    listKeys: async () =>
      (await readAnswer(() => client.get<unknown>(API_KEY_PATHS.keys), apiKeyListDataSchema)).keys,
    createKey: (body) =>
      readAnswer(() => client.post<unknown>(API_KEY_PATHS.keys, body), apiKeyCreatedDataSchema),
    revokeKey: async (id) =>
      (
        await readAnswer(
          () => client.request<unknown>('DELETE', withId(API_KEY_PATHS.key, id)),
          apiKeyDataSchema,
        )
      ).key,
    listEndpoints: async () =>
      (await readAnswer(() => client.get<unknown>(WEBHOOK_PATHS.endpoints), webhookEndpointListDataSchema))
        .endpoints,
    createEndpoint: (body) =>
      readAnswer(() => client.post<unknown>(WEBHOOK_PATHS.endpoints, body), webhookEndpointSecretDataSchema),
    updateEndpoint: async (id, patch) =>
      (
        await readAnswer(
          () => client.request<unknown>('PATCH', withId(WEBHOOK_PATHS.endpoint, id), patch),
          webhookEndpointDataSchema,
        )
      ).endpoint,
    deleteEndpoint: async (id) =>
      (
        await readAnswer(
          () => client.request<unknown>('DELETE', withId(WEBHOOK_PATHS.endpoint, id)),
          webhookEndpointDataSchema,
        )
      ).endpoint,
    sendTest: async (id) =>
      (
        await readAnswer(
          () => client.post<unknown>(withId(WEBHOOK_PATHS.test, id)),
          webhookDeliveryDataSchema,
        )
      ).delivery,
    rotateSecret: (id) =>
      readAnswer(
        () => client.post<unknown>(withId(WEBHOOK_PATHS.rotateSecret, id)),
        webhookEndpointSecretDataSchema,
      ),
    listDeliveries: async (id) =>
      (
        await readAnswer(
          () => client.get<unknown>(withId(WEBHOOK_PATHS.deliveries, id)),
          webhookDeliveryListDataSchema,
        )
      ).deliveries,
    replay: async (id, deliveryId) =>
      (
        await readAnswer(
          () =>
            client.post<unknown>(
              withId(WEBHOOK_PATHS.replay, id).replace(':deliveryId', encodeURIComponent(deliveryId)),
            ),
          webhookDeliveryDataSchema,
        )
      ).delivery,
  };
}
