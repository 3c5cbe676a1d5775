import { apiClient, type ApiClient } from '@portal/auth';
import {
  DATA_PATHS,
  documentFilePath,
  documentListDataSchema,
  profileDataSchema,
  type CustomerDataSource,
  type DocumentSet,
} from '@portal/contracts';
import { CustomerRequestError } from '../CustomerRequestError';
import { readAnswer, SERVER_MESSAGES } from './readAnswer';

/** The calls the customer screens make; the shared client attaches the customer's token. */
export type CustomerApiClient = Pick<ApiClient, 'get' | 'put' | 'upload' | 'download'>;

/** The methods of the customer data source the server answers today. */
export type ServerCustomerDataSource = Pick<
  CustomerDataSource,
  'getProfile' | 'saveProfile' | 'listDocuments' | 'submitDocuments' | 'openDocumentFile'
>;

/** One multipart field per single document, and one entry per director file under the same name. */
export function documentsForm(documents: DocumentSet): FormData {
  const form = new FormData();
  for (const name of ['bvnFile', 'cacFile', 'proofOfAddress', 'tinFile'] as const) {
    const file = documents[name];
    if (file) form.append(name, file, file.name);
  }
  for (const file of documents.directorInfoFiles) form.append('directorInfoFiles', file, file.name);
  return form;
}

/**
 * The customer's profile and documents over the portal's API. Every answer is
 * checked against the contract's schemas before a screen sees it.
 */
export function createServerCustomerDataSource(
  client: CustomerApiClient = apiClient,
): ServerCustomerDataSource {
  return {
    getProfile: async () =>
      (await readAnswer(() => client.get<unknown>(DATA_PATHS.profile), profileDataSchema)).profile,

    saveProfile: async (update) =>
      (await readAnswer(() => client.put<unknown>(DATA_PATHS.profile, update), profileDataSchema)).profile,

    listDocuments: async () =>
      (await readAnswer(() => client.get<unknown>(DATA_PATHS.documents), documentListDataSchema)).documents,

    submitDocuments: async (documents) =>
      (
        await readAnswer(
          () => client.upload<unknown>(DATA_PATHS.documents, documentsForm(documents)),
          documentListDataSchema,
        )
      ).documents,

    openDocumentFile: async (id) => {
      let answer: Awaited<ReturnType<CustomerApiClient['download']>>;
      try {
        answer = await client.download(documentFilePath(id));
      } catch {
        throw new CustomerRequestError(SERVER_MESSAGES.unreachable, { status: 0 });
      }
      if (!answer.ok) {
        const message = answer.status === 404 ? SERVER_MESSAGES.fileMissing : SERVER_MESSAGES.fileFailed;
        throw new CustomerRequestError(message, { status: answer.status });
      }
      return answer.blob;
    },
  };
}
