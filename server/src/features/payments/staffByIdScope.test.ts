import { withId } from '@portal/contracts/api';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { fillPath, operationsOf, readDocument } from '../../plugins/openapi/testing/openApiDocument';
import { adminSession, call, customerSession } from './testing/paymentTesting';
import { insertPaymentIn, paymentRow, ROUTE_MOVES } from './testing/journeyTesting';

/** A contract path (`/payments/:id`) as the document writes it (`/api/payments/{id}`). */
const documented = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

/** A body each staff move accepts, by its documented path, so that only the request's state can refuse it. */
const BODIES = new Map<string, unknown>(
  Object.values(ROUTE_MOVES).map(({ path, body }) => [documented(path), body] as const),
);
// D47: a payout time the contract accepts (a date and time), so only the request's state refuses it.
BODIES.set(documented(ROUTE_MOVES.payout.path), { reference: 'UETR-2', paidAt: new Date().toISOString() });
BODIES.set(documented(PAYMENT_PATHS.adminPaymentReject), { reason: 'Wrong bank' });

const CUSTOMER_ONLY = 'A signed-in customer (bearer access token); other roles get 403.';

describe.each(DATABASE_KINDS)(
  "a request still the business's own, to staff (issue 32 item 9) on %s",
  (kind) => {
    const server = useTestServer(kind);

    it.each(['awaiting_approval', 'declined'] as const)(
      'is 404 to staff when %s, on every staff route that takes a payment id, and changes nothing',
      async (state) => {
        const customer = await customerSession(server);
        const staff = await adminSession(server);
        const id = await insertPaymentIn(server, customer.user.id, state);
        const document = await readDocument(server.test.app);
        const routes = operationsOf(document).filter(
          ({ path, operation }) =>
            /^\/api\/(admin\/)?payments\/\{id\}/.test(path) &&
            operation.security?.length &&
            // Customer-only routes refuse staff by role (403) whatever the id; a route an API key
            // may also call says so after the caller note.
            !operation.description?.startsWith(CUSTOMER_ONLY),
        );
        const answers = [];
        for (const { method, path } of routes) {
          const body = BODIES.get(path);
          const answer = await server.test.app.inject({
            method: method as 'GET',
            url: fillPath(path, { id }),
            headers: staff.headers,
            ...(body === undefined ? {} : { payload: body as object }),
          });
          answers.push(`${method} ${path} → ${answer.statusCode}`);
        }
        expect(answers).toEqual(routes.map(({ method, path }) => `${method} ${path} → 404`));
        expect(routes.length).toBeGreaterThanOrEqual(12);
        expect((await paymentRow(server, id)).status).toBe(state);
        // The customer still reads their own; staff still read one handed to the platform.
        expect(
          (await call(server, 'GET', withId(PAYMENT_PATHS.payment, id), customer.headers)).statusCode,
        ).toBe(200);
        const pending = await insertPaymentIn(server, customer.user.id, 'pending');
        expect(
          (await call(server, 'GET', withId(PAYMENT_PATHS.adminPayment, pending), staff.headers)).statusCode,
        ).toBe(200);
      },
    );
  },
);
