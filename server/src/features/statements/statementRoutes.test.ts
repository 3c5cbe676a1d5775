import { JOURNEY_MESSAGES, JOURNEY_PATHS } from '@portal/contracts/paymentJourney';
import { DATABASE_KINDS, api, useTestServer } from '../../testing';
import { adminSession, customerSession } from '../decisions/testing/reviewTesting';
import { parseCsv } from './testing/parseCsv';
import { seedPayments } from './testing/seedStatementData';

describe.each(DATABASE_KINDS)('the statement exports (%s)', (kind) => {
  const server = useTestServer(kind);

  const get = (path: string, headers: Record<string, string> = {}) =>
    server.test.app.inject({ method: 'GET', url: api(path), headers });

  const MARCH = '?from=2026-03-01&to=2026-03-31';

  async function twoCustomers() {
    const ada = await customerSession(server, { email: 'ada@example.test' });
    const bola = await customerSession(server, { email: 'bola@example.test' });
    await seedPayments(server.database.db, ada.user.id, [
      { recipient: '=HYPERLINK("http://evil.example","Invoice")', createdAt: '2026-03-02T10:00:00Z' },
      { recipient: 'Acme GmbH', createdAt: '2026-03-03T10:00:00Z', status: 'approved' },
    ]);
    await seedPayments(server.database.db, bola.user.id, [
      { recipient: "Bola's vendor", createdAt: '2026-03-04T10:00:00Z' },
    ]);
    return { ada, bola };
  }

  it('gives the customer their own requests only, as a CSV download with formula cells neutralised', async () => {
    const { ada } = await twoCustomers();
    const response = await get(`${JOURNEY_PATHS.paymentsExport}${MARCH}`, ada.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="payments-2026-03-01-to-2026-03-31.csv"',
    );
    const rows = parseCsv(response.body);
    expect(rows[0]?.[0]).toBe('Reference');
    expect(rows.slice(1).map((row) => row[3])).toEqual([
      'Acme GmbH',
      `'=HYPERLINK("http://evil.example","Invoice")`,
    ]);
    expect(response.body).not.toContain("Bola's vendor");
  });

  it("gives staff every customer's requests with the customer's e-mail, filtered by state", async () => {
    await twoCustomers();
    const admin = await adminSession(server);
    const all = parseCsv((await get(`${JOURNEY_PATHS.adminPaymentsExport}${MARCH}`, admin.headers)).body);
    expect(all.slice(1).map((row) => row[13])).toEqual([
      'bola@example.test',
      'ada@example.test',
      'ada@example.test',
    ]);
    const approved = await get(`${JOURNEY_PATHS.adminPaymentsExport}${MARCH}&status=approved`, admin.headers);
    expect(
      parseCsv(approved.body)
        .slice(1)
        .map((row) => row[3]),
    ).toEqual(['Acme GmbH']);
  });

  it("writes a recipient with a ';' and a formula as one quoted cell a ';' locale cannot run", async () => {
    const ada = await customerSession(server, { email: 'ada@example.test' });
    await seedPayments(server.database.db, ada.user.id, [
      { recipient: 'Acme;=1+1', createdAt: '2026-03-02T10:00:00Z' },
    ]);
    const response = await get(`${JOURNEY_PATHS.paymentsExport}${MARCH}`, ada.headers);
    expect(response.statusCode).toBe(200);
    const line = response.body.split('\r\n')[1] ?? '';
    expect(line).toContain(`,"Acme;'=1+1",`);
    // Opened where ';' separates cells, the piece after it starts with the apostrophe.
    expect(line.split(';').map((cell) => cell.replace(/^"/, ''))[1]).toMatch(/^'=1\+1/);
  });

  it('exports the audit log of a period for staff', async () => {
    const admin = await adminSession(server);
    const today = new Date().toISOString().slice(0, 10);
    const response = await get(`${JOURNEY_PATHS.adminAuditExport}?from=${today}&to=${today}`, admin.headers);
    expect(response.statusCode).toBe(200);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(['Time', 'By', 'Action', 'Subject', 'Subject id', 'Summary', 'Reason']);
    // The admin's own sign-in is on record.
    expect(rows.length).toBeGreaterThan(1);
  });

  it('refuses without a token (401) and a customer on the staff exports (403)', async () => {
    const customer = await customerSession(server);
    for (const path of [
      JOURNEY_PATHS.paymentsExport,
      JOURNEY_PATHS.adminPaymentsExport,
      JOURNEY_PATHS.adminAuditExport,
    ]) {
      expect((await get(`${path}${MARCH}`)).statusCode).toBe(401);
    }
    for (const path of [JOURNEY_PATHS.adminPaymentsExport, JOURNEY_PATHS.adminAuditExport]) {
      const response = await get(`${path}${MARCH}`, customer.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false });
    }
    const admin = await adminSession(server);
    expect((await get(`${JOURNEY_PATHS.paymentsExport}${MARCH}`, admin.headers)).statusCode).toBe(403);
  });

  it.each([
    ['more than 366 days', '?from=2025-01-01&to=2026-01-02', 'to', JOURNEY_MESSAGES.periodTooLong],
    ['from after to', '?from=2026-03-31&to=2026-03-01', 'from', JOURNEY_MESSAGES.periodInvalid],
    ['no dates', '', 'from', JOURNEY_MESSAGES.periodInvalid],
    ['a date that is no date', '?from=2026-02-31x&to=2026-03-01', 'from', JOURNEY_MESSAGES.periodInvalid],
    ['a month 13', '?from=2026-13-01&to=2026-13-02', 'from', JOURNEY_MESSAGES.periodInvalid],
    ['31 February', '?from=2026-02-01&to=2026-02-31', 'to', JOURNEY_MESSAGES.periodInvalid],
    ['year 0', '?from=0000-01-01&to=0000-01-02', 'from', JOURNEY_MESSAGES.periodInvalid],
    [
      'the last day JavaScript can name',
      '?from=9999-12-31&to=9999-12-31',
      'from',
      JOURNEY_MESSAGES.periodInvalid,
    ],
    ['an unknown state', `${MARCH}&status=paid`, 'status', undefined],
    ['a repeated date', '?from=2026-03-01&from=2026-03-02&to=2026-03-31', 'from', undefined],
  ])('answers 400 in the error shape, never 500, for %s', async (_what, query, field, message) => {
    const customer = await customerSession(server);
    const admin = await adminSession(server);
    for (const [path, headers] of [
      [JOURNEY_PATHS.paymentsExport, customer.headers],
      [JOURNEY_PATHS.adminPaymentsExport, admin.headers],
      [JOURNEY_PATHS.adminAuditExport, admin.headers],
    ] as const) {
      // The audit statement has a period only: a state is not its filter.
      if (field === 'status' && path === JOURNEY_PATHS.adminAuditExport) continue;
      const response = await get(`${path}${query}`, headers);
      expect(response.statusCode).toBe(400);
      const body = response.json<{ success: boolean; errors: Record<string, string[]> }>();
      expect(body.success).toBe(false);
      expect(Object.keys(body.errors)).toContain(field);
      if (message) expect(body.errors[field]).toContain(message);
    }
  });

  it('accepts exactly 366 days', async () => {
    const customer = await customerSession(server);
    const response = await get(
      `${JOURNEY_PATHS.paymentsExport}?from=2024-01-01&to=2024-12-31`,
      customer.headers,
    );
    expect(response.statusCode).toBe(200);
  });
});
