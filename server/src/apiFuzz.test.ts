import { API_PATHS, DATA_PATHS } from '@portal/contracts/api';
import type { LoginData } from '@portal/contracts/apiSchemas';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { hashPassword } from './features/auth';
import { DATABASE_KINDS, bearer, signIn, useTestServer, verifiedAccount } from './testing';
import { tables } from './plugins/database';
import { PDF } from './plugins/uploads/testing/fixtures';
import { multipartBody } from './plugins/uploads/testing/multipartBody';
import {
  AnswerChecker,
  fillPath,
  operationKey,
  operationsOf,
  readDocument,
  type DocumentedOperation,
} from './plugins/openapi/testing/openApiDocument';
import { requestFor, type FuzzRequest } from './plugins/openapi/testing/requestArbitraries';

/** Runs per operation: enough to reach each refusal, bounded so the whole fuzz stays well under 90 s. */
const RUNS_PER_OPERATION = 25;

/** Operations that end the fuzz's sessions run last, so the others are tried signed in. */
const ENDS_SESSIONS = /\/(logout|end-all|password|2fa\/disable)$/;

describe.each(DATABASE_KINDS)('every operation of the document, fuzzed, on %s', (kind) => {
  const server = useTestServer(kind);

  it('never answers 5xx, nor outside what the document says', async () => {
    const { app } = server.test;
    const document = await readDocument(app);
    const checker = new AnswerChecker(document);

    const customer = await signIn(server.test, await verifiedAccount(server.test));
    await app.inject({
      method: 'POST',
      url: `/api${DATA_PATHS.documents}`,
      ...(() => {
        const form = multipartBody([
          { field: 'bvnFile', fileName: 'bvn.pdf', contentType: 'application/pdf', content: PDF },
        ]);
        return {
          headers: { ...form.headers, ...bearer(customer.tokens.accessToken) },
          payload: form.payload,
        };
      })(),
    });
    const admin = { email: 'fuzz-admin@vendorbridge.test', password: 'Admin-Test-Password-1' };
    await server.database.db.insert(tables.users).values({
      email: admin.email,
      name: 'Administrator',
      passwordHash: await hashPassword(admin.password),
      role: 'admin',
      approved: true,
      registrationStatus: 'approved',
      emailVerifiedAt: new Date(),
    });
    const adminTokens = (
      await app.inject({ method: 'POST', url: `/api${API_PATHS.adminLogin}`, payload: admin })
    ).json<{ data: LoginData }>().data.tokens;
    const callers: Record<string, string>[] = [
      {},
      bearer(customer.tokens.accessToken),
      bearer(adminTokens.accessToken),
      { authorization: 'Bearer not.a.token' },
    ];

    const send = async ({ method, path }: DocumentedOperation, request: FuzzRequest, caller: number) => {
      const options: InjectOptions = {
        method,
        url: fillPath(path, request.params) + request.query,
        headers: { ...request.headers, ...callers[caller] },
      };
      if (request.body && 'json' in request.body) {
        options.payload = JSON.stringify(request.body.json) ?? 'null';
        options.headers = { ...options.headers, 'content-type': 'application/json' };
      } else if (request.body) {
        const form = multipartBody(
          request.body.form.map((part) =>
            part.content
              ? {
                  field: part.field,
                  fileName: 'file.bin',
                  contentType: 'application/pdf',
                  content: part.content,
                }
              : { field: part.field, value: part.value ?? '' },
          ),
        );
        options.payload = form.payload;
        options.headers = { ...options.headers, ...form.headers };
      }
      return app.inject(options);
    };

    const operations = operationsOf(document).sort(
      (a, b) => Number(ENDS_SESSIONS.test(a.path)) - Number(ENDS_SESSIONS.test(b.path)),
    );
    const problems: string[] = [];
    for (const operation of operations) {
      // fc.check rather than fc.assert: every operation is tried, and every problem listed at the end.
      await fc.check(
        fc.asyncProperty(
          requestFor(operation.operation),
          fc.nat(callers.length - 1),
          async (request, caller) => {
            const response = await send(operation, request, caller);
            const found = [
              ...(response.statusCode >= 500
                ? [`${operationKey(operation)} answered ${response.statusCode}`]
                : []),
              ...checker.problemsWith(operation.method, operation.path, response),
            ];
            if (found.length) {
              problems.push(
                ...found.map((problem) => `${problem}\n  request: ${JSON.stringify(request).slice(0, 400)}`),
              );
            }
            return found.length === 0;
          },
        ),
        { numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
