import { DATA_PATHS } from '@portal/contracts/api';
import { UPLOAD_MESSAGES, type DocumentListData } from '@portal/contracts/documents';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import type { FastifyInstance } from 'fastify';
import { accountOf, businessOf, requireAnyRole, requireMember, type AccessDeps } from '../access';
import { ApiError, parseParams, notFound, succeed } from '../../plugins/http';
import { FileNotFoundError } from '../../plugins/storage';
import { acceptUploads, sweepStaleUploads } from '../../plugins/uploads';
import { toCustomerDocument } from './customerDocument';
import { findDocument, listDocumentsForUsers } from './documentStore';
import { downloadHeaders } from './fileHeaders';
import { uploadDocuments, type UploadDeps } from './uploadDocuments';
import { idParams, routeSchema } from '../../plugins/openapi';
import { documentListDataSchema } from '@portal/contracts/documents';
import { documentUploadSchema } from './uploadForm';

export const DOCUMENTS_READ_MESSAGE = 'Documents';

export interface DocumentDeps extends AccessDeps, UploadDeps {}

/**
 * The customer's KYB documents (BVN, CAC, proof of address, TIN, director files; PDF,
 * JPEG or PNG by content; each pending until an admin decides): upload, list, and
 * the file itself for its owner and for admins. The guards run when the request
 * arrives, before any of an upload's body is read.
 */
export async function registerDocumentRoutes(api: FastifyInstance, deps: DocumentDeps): Promise<void> {
  const customer = requireMember(deps);
  const owner = requireMember(deps, 'manageProfile');
  const ownerOrAdmin = requireAnyRole(deps, ['user', 'admin']);

  // What a killed process was receiving is still in the temporary folder: clear it at start.
  api.addHook('onReady', async () => {
    const deleted = await sweepStaleUploads(deps.uploadTmpDir, deps.now());
    if (deleted) api.log.info(`deleted ${deleted} temporary upload files left by a stopped process`);
  });

  await api.register(async (uploads) => {
    await acceptUploads(uploads);
    uploads.post(
      DATA_PATHS.documents,
      {
        // The business's owners only (D34).
        onRequest: owner,
        schema: routeSchema({
          summary: 'Upload KYB documents (each field one type; directorInfoFiles several files)',
          tag: 'documents',
          caller: 'customer',
          multipart: { schema: documentUploadSchema },
          success: { status: 201, data: documentListDataSchema },
          refusals: [409],
        }),
      },
      async (request, reply) => {
        const rows = await uploadDocuments(deps, request, accountOf(request), businessOf(request).id);
        const data: DocumentListData = { documents: rows.map(toCustomerDocument) };
        return reply.code(201).send(succeed(UPLOAD_MESSAGES.uploaded, data));
      },
    );
  });

  api.get(
    DATA_PATHS.documents,
    {
      onRequest: customer,
      schema: routeSchema({
        summary: "The customer's current documents",
        tag: 'documents',
        caller: 'customer',
        success: { status: 200, data: documentListDataSchema },
      }),
    },
    async (request) => {
      const rows = await listDocumentsForUsers(deps.db, [businessOf(request).id]);
      const data: DocumentListData = { documents: rows.map(toCustomerDocument) };
      return succeed(DOCUMENTS_READ_MESSAGE, data);
    },
  );

  api.get(
    DATA_PATHS.documentFile,
    {
      onRequest: ownerOrAdmin,
      schema: routeSchema({
        summary: "A document's file (its owner or an admin)",
        tag: 'documents',
        caller: 'customer-or-admin',
        params: idParams,
        success: { file: 'The stored file, with its own Content-Type (PDF, PNG or JPEG)' },
      }),
    },
    async (request, reply) => {
      const { id } = parseParams(request.params);
      const account = accountOf(request);
      const row = await findDocument(deps.db, id);
      // Another customer's document is answered exactly like one that does not exist.
      if (!row || (account.role !== 'admin' && row.userId !== (account.businessId ?? account.id)))
        throw notFound();
      let stream;
      try {
        stream = await deps.files.open(row.storageKey);
      } catch (error) {
        if (error instanceof FileNotFoundError) {
          request.log.error({ documentId: row.id }, 'a document row has no stored file');
          throw notFound();
        }
        request.log.error({ err: error }, 'could not read a stored document');
        throw new ApiError(503, 'The file cannot be read at the moment. Please try again in a few minutes.', {
          code: ERROR_CODES.storageUnavailable,
        });
      }
      return reply.headers(downloadHeaders(row)).send(stream);
    },
  );
}
