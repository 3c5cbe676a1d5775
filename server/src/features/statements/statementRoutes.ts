import { JOURNEY_PATHS, periodQuerySchema, statementQuerySchema } from '@portal/contracts/paymentJourney';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { businessOf, requireMember, type AccessDeps, requireStaff } from '../access';
import { routeSchema } from '../../plugins/openapi';
import { auditStatementCsv } from './auditStatement';
import { paymentStatementExport } from './paymentStatement';
import { registerReceiptRoute } from './receiptRoute';
import { parseStatementQuery, statementFileName } from './statementPeriod';

/** A CSV download, sent as it is written (the rows are read a batch at a time). */
function sendCsv(reply: FastifyReply, fileName: string, csv: Readable) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

const CSV_NOTE =
  'CSV (RFC 4180, header line first), streamed; a cell starting with =, +, -, @, tab or CR is prefixed with an apostrophe';

/**
 * The receipt (D32, `registerReceiptRoute`) and the statements (D36): the customer's payments, every customer's payments for staff,
 * and the audit log, as CSV for a period of at most 366 days. The query is checked
 * before anything is read (a bad or too long period is a 400, never a 500).
 */
export function registerStatementRoutes(
  server: FastifyInstance,
  deps: AccessDeps & { publicUrl: string },
): void {
  registerReceiptRoute(server, deps);
  const api = server.withTypeProvider<ZodTypeProvider>();
  const customer = requireMember(deps);
  const admin = requireStaff(deps);

  api.get(
    JOURNEY_PATHS.paymentsExport,
    {
      onRequest: customer,
      schema: routeSchema({
        summary:
          "The customer's payment requests of a period (at most 366 days) as CSV, as filtered on screen",
        tag: 'statements',
        caller: 'customer',
        querystring: statementQuerySchema,
        success: { file: CSV_NOTE, contentType: 'text/csv' },
      }),
    },
    async (request, reply) => {
      const query = parseStatementQuery(request.query);
      const csv = await paymentStatementExport(
        deps.db,
        { period: query.period, status: query.status, userId: businessOf(request).id },
        'customer',
      );
      return sendCsv(reply, statementFileName('payments', query), csv);
    },
  );

  api.get(
    JOURNEY_PATHS.adminPaymentsExport,
    {
      onRequest: admin,
      schema: routeSchema({
        summary: "Every customer's payment requests of a period (at most 366 days) as CSV, with the customer",
        tag: 'statements',
        caller: 'admin',
        querystring: statementQuerySchema,
        success: { file: CSV_NOTE, contentType: 'text/csv' },
      }),
    },
    async (request, reply) => {
      const query = parseStatementQuery(request.query);
      const csv = await paymentStatementExport(
        deps.db,
        { period: query.period, status: query.status },
        'admin',
      );
      return sendCsv(reply, statementFileName('payments-all', query), csv);
    },
  );

  api.get(
    JOURNEY_PATHS.adminAuditExport,
    {
      onRequest: admin,
      schema: routeSchema({
        summary: 'The audit log of a period (at most 366 days) as CSV',
        tag: 'statements',
        caller: 'admin',
        querystring: periodQuerySchema,
        success: { file: CSV_NOTE, contentType: 'text/csv' },
      }),
    },
    async (request, reply) => {
      const query = parseStatementQuery(request.query);
      return sendCsv(reply, statementFileName('audit', query), auditStatementCsv(deps.db, query.period));
    },
  );
}
