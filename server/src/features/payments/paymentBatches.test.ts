import { withId } from '@portal/contracts/api';
import { BENEFICIARY_MESSAGES } from '@portal/contracts/beneficiaryPaths';
import { CONTROL_CHARACTER_MESSAGE } from '@portal/contracts/controlCharacters';
import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { isValidFundingReference } from '@portal/rules/fundingReference';
import {
  BATCH_COLUMNS,
  PAYMENT_BATCH_LIMITS,
  PAYMENT_BATCH_MESSAGES,
  PAYMENT_BATCH_PATHS,
  type BatchCheck,
  type PaymentBatch,
} from '@portal/contracts/paymentBatches';
import { PAYMENT_MESSAGES } from '@portal/contracts/paymentMessages';
import { SCREENING_MESSAGES } from '@portal/contracts/screening';
import { TEAM_PATHS } from '@portal/contracts/teams';
import { WEBHOOK_PATHS } from '@portal/contracts/webhooks';
import { and, eq } from 'drizzle-orm';
import { tables } from '../../plugins/database';
import { DATABASE_KINDS, useTestServer } from '../../testing';
import { createKey } from '../api-keys/testing/apiKeyTesting';
import { AMERICAN, GERMAN, saveBeneficiary } from '../beneficiaries/testing/beneficiaryTesting';
import { SANCTIONS_SAMPLE_FILE } from '../screening/testing/sanctionsSample';
import { invitedMember } from '../team/testing/teamTesting';
import {
  checked,
  checkAndCreate,
  checkFile,
  createdBatch,
  csvOf,
  germanLine,
  savedLine,
  sendFile,
} from './testing/batchTesting';
import {
  adminSession,
  auditRows,
  call,
  customerSession,
  dataOf,
  decide,
  paymentRows,
} from './testing/paymentTesting';

const batchRows = (server: { database: { db: import('../../plugins/database').Db } }) =>
  server.database.db.select().from(tables.paymentBatches);

describe.each(DATABASE_KINDS)('bulk payments (POST /api/payment-batches, issue 36) on %s', (kind) => {
  const server = useTestServer(kind);

  const nairaRate = async (currency: string) => {
    const [row] = await server.database.db
      .select({ rate: tables.exchangeRates.rate })
      .from(tables.exchangeRates)
      .where(and(eq(tables.exchangeRates.base, currency), eq(tables.exchangeRates.quote, LOCAL_CURRENCY)));
    if (!row) throw new Error(`no ${currency} rate`);
    return Number(row.rate);
  };

  describe('checking a file', () => {
    it('answers every line with its own errors and quotes nothing while one line is bad', async () => {
      const customer = await customerSession(server);
      const check = await checked(
        server,
        customer.headers,
        csvOf([germanLine('100.00'), germanLine('-5'), germanLine('300.00', { purpose: 'gifts' })]),
      );
      expect(check.errorCount).toBe(2);
      expect(check.lines.map((line) => line.line)).toEqual([2, 3, 4]);
      expect(check.lines[0]?.errors).toEqual({});
      expect(Object.keys(check.lines[1]?.errors ?? {})).toEqual(['amount']);
      expect(Object.keys(check.lines[2]?.errors ?? {})).toEqual(['purpose']);
      expect(check.totals).toEqual([]);
      expect(check.localTotal).toBeNull();
      expect(await server.database.db.select().from(tables.quotes)).toEqual([]);
      expect(await paymentRows(server)).toEqual([]);
    });

    it('prices a good file with one quote per currency at the rate table’s rate, with its fee, and the naira total', async () => {
      const customer = await customerSession(server);
      const saved = await saveBeneficiary(server, customer.headers, AMERICAN);
      await server.database.db
        .insert(tables.paymentFees)
        .values({ currency: 'EUR', flatNgn: '1000.00', percent: null, setAt: new Date() });
      const check = await checked(
        server,
        customer.headers,
        csvOf([germanLine('100.00'), germanLine('200.00'), savedLine(saved.id, '50.00', 'USD')]),
      );
      expect(check.errorCount).toBe(0);
      const eur = await nairaRate('EUR');
      const usd = await nairaRate('USD');
      expect(check.totals).toHaveLength(2);
      const [eurTotal, usdTotal] = check.totals;
      expect(eurTotal).toMatchObject({ currency: 'EUR', count: 2, amount: '300.00', feeAmount: '2000.00' });
      expect(eurTotal?.fee).toEqual({ flatNgn: '1000', percent: null });
      expect(Number(eurTotal?.rate)).toBe(eur);
      expect(Number(eurTotal?.localAmount)).toBeCloseTo(300 * eur + 2000, 2);
      expect(usdTotal).toMatchObject({
        currency: 'USD',
        count: 1,
        amount: '50.00',
        feeAmount: '0.00',
        fee: null,
      });
      expect(Number(check.localTotal)).toBeCloseTo(300 * eur + 2000 + 50 * usd, 2);
      expect(check.feeTotal).toBe('2000.00');
      expect(check.needsApproval).toBe(false);
      expect(check.lines[2]?.payee).toBe('Globex Inc');
      // Checking creates no payment.
      expect(await paymentRows(server)).toEqual([]);
    });

    it('refuses on the line: another business’s beneficiary id, a formula, a control character, an amount over the maximum, a blocked country, a field count off', async () => {
      const customer = await customerSession(server);
      const other = await customerSession(server, { email: 'other-business@example.com' });
      const theirs = await saveBeneficiary(server, other.headers, GERMAN);
      const csv =
        csvOf([
          savedLine(theirs.id, '10.00', 'EUR'),
          germanLine('10.00', { name: '=HYPERLINK("http://evil.example")' }),
          germanLine('10.00', { reference: 'INV\u202E1' }),
          germanLine('1000000001'),
          germanLine('10.00', { country: 'KP', iban: '', accountNumber: '123456', bic: 'KKBCKPPY' }),
        ]) + 'x,y\r\n';
      const check = await checked(server, customer.headers, csv);
      const errors = check.lines.map((line) => line.errors);
      expect(errors[0]).toEqual({ beneficiaryId: [BENEFICIARY_MESSAGES.beneficiaryNotFound] });
      expect(errors[1]?.name).toContain(PAYMENT_BATCH_MESSAGES.formula);
      expect(errors[2]?.reference).toEqual([CONTROL_CHARACTER_MESSAGE]);
      expect(errors[3]?.amount).toEqual([PAYMENT_MESSAGES.amountTooLarge]);
      expect(errors[4]?.country).toContain(SCREENING_MESSAGES.countryBlocked);
      expect(check.lines[5]).toMatchObject({ line: 7 });
      expect(errors[5]?.line).toEqual([PAYMENT_BATCH_MESSAGES.wrongFieldCount]);
      expect(check.errorCount).toBe(6);
    });

    it('refuses a file as a whole on `file`: too many lines (413), malformed CSV, an unknown column, not text (415), none at all', async () => {
      const customer = await customerSession(server);
      const tooMany = csvOf(
        Array.from({ length: PAYMENT_BATCH_LIMITS.maxRows + 1 }, () => germanLine('1.00')),
      );
      const cases: [string | Buffer, number, string][] = [
        [tooMany, 413, PAYMENT_BATCH_MESSAGES.tooManyRows],
        [`${BATCH_COLUMNS.join(',')}\r\n,"Acme,DE\r\n`, 400, PAYMENT_BATCH_MESSAGES.malformed],
        [
          'amount,currency,purpose,colour\r\n1,EUR,goods,red\r\n',
          400,
          `${PAYMENT_BATCH_MESSAGES.unknownColumn}: colour.`,
        ],
        [
          'name,currency,purpose\r\nAcme,EUR,goods\r\n',
          400,
          `${PAYMENT_BATCH_MESSAGES.missingColumn}: amount.`,
        ],
        [Buffer.from('%PDF-1.7\n\u0000\u0001binary'), 415, PAYMENT_BATCH_MESSAGES.notCsv],
        [Buffer.from([0xff, 0xfe, 0x41, 0x00]), 415, PAYMENT_BATCH_MESSAGES.notCsv],
        [`${BATCH_COLUMNS.join(',')}\r\n\r\n`, 400, PAYMENT_BATCH_MESSAGES.empty],
      ];
      for (const [file, status, message] of cases) {
        const response = await checkFile(server, customer.headers, file as string);
        expect({ status: response.statusCode, body: response.json<unknown>() }).toMatchObject({
          status,
          body: { success: false, message, errors: { file: [message] } },
        });
      }
      const tooLarge = await sendFile(
        server,
        PAYMENT_BATCH_PATHS.check,
        customer.headers,
        'a'.repeat(PAYMENT_BATCH_LIMITS.maxFileBytes + 1),
      );
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toMatchObject({
        code: ERROR_CODES.fileTooLarge,
        errors: { file: [PAYMENT_BATCH_MESSAGES.tooLarge] },
      });
      const noFile = await call(server, 'POST', PAYMENT_BATCH_PATHS.check, customer.headers, { file: 'x' });
      expect(noFile.statusCode).toBe(415);
    });
  });

  describe('creating the batch', () => {
    it('makes one payment request per line under one funding reference, each in its lifecycle with its timeline and audit', async () => {
      const customer = await customerSession(server);
      const batch = await createdBatch(
        server,
        customer.headers,
        csvOf([
          germanLine('100.00', { reference: 'INV-1' }),
          germanLine('200.00', { reference: 'INV-2' }),
          germanLine('300.00'),
        ]),
      );
      expect(isValidFundingReference(batch.reference)).toBe(true);
      expect(batch).toMatchObject({ status: 'submitted', paymentCount: 3 });
      expect(
        batch.payments.map((payment) => [payment.foreignAmount, payment.customerReference, payment.status]),
      ).toEqual([
        ['100.00', 'INV-1', 'pending'],
        ['200.00', 'INV-2', 'pending'],
        ['300.00', null, 'pending'],
      ]);
      const rows = await paymentRows(server);
      expect(rows).toHaveLength(3);
      expect(new Set(rows.map((row) => row.batchId))).toEqual(new Set([batch.id]));
      // One new beneficiary, found by its name on the later lines (as a single payment does).
      expect(await server.database.db.select().from(tables.beneficiaries)).toHaveLength(1);
      const sum = rows.reduce((total, row) => total + Number(row.localAmount), 0);
      expect(Number(batch.localTotal)).toBeCloseTo(sum, 2);
      const events = await server.database.db.select().from(tables.paymentEvents);
      expect(events.map((event) => event.status)).toEqual(['pending', 'pending', 'pending']);
      const actions = (await auditRows(server)).map((entry) => entry.action);
      expect(actions.filter((action) => action === 'payment.submit')).toHaveLength(3);
      expect(actions).toContain('payment-batch.create');

      // Its page, and each payment's own page, read the same.
      const page = await call(server, 'GET', withId(PAYMENT_BATCH_PATHS.batch, batch.id), customer.headers);
      expect(page.statusCode).toBe(200);
      expect(dataOf<{ batch: PaymentBatch }>(page).batch).toEqual(batch);
    });

    it('creates nothing when one line is bad: 400 with that line’s errors, no payment, batch, beneficiary or used quote', async () => {
      const customer = await customerSession(server);
      const good = csvOf([germanLine('100.00'), germanLine('200.00')]);
      const check = await checked(server, customer.headers, good);
      const bad = csvOf([germanLine('100.00'), germanLine('200.00'), germanLine('abc')]);
      const response = await sendFile(
        server,
        PAYMENT_BATCH_PATHS.batches,
        customer.headers,
        bad,
        check.totals.map((total) => total.quoteId),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: ERROR_CODES.validation,
        message: PAYMENT_BATCH_MESSAGES.linesRefused,
        errors: { 'lines.4.amount': [PAYMENT_MESSAGES.amountInvalid] },
      });
      expect(await paymentRows(server)).toEqual([]);
      expect(await batchRows(server)).toEqual([]);
      expect(await server.database.db.select().from(tables.beneficiaries)).toEqual([]);
      const quotes = await server.database.db.select().from(tables.quotes);
      expect(quotes.map((quote) => quote.usedAt)).toEqual([null]);
      // The same quotes still confirm the good file.
      const created = await sendFile(server, PAYMENT_BATCH_PATHS.batches, customer.headers, good, [
        quotes[0]!.id,
      ]);
      expect(created.statusCode).toBe(201);
    });

    it('asks for the check’s quotes, takes each once, and refuses a file changed since its check', async () => {
      const customer = await customerSession(server);
      const csv = csvOf([germanLine('100.00')]);
      const unquoted = await sendFile(server, PAYMENT_BATCH_PATHS.batches, customer.headers, csv);
      expect(unquoted.statusCode).toBe(400);
      expect(unquoted.json()).toMatchObject({
        errors: { quoteIds: [PAYMENT_BATCH_MESSAGES.quotesRequired] },
      });

      const check = await checked(server, customer.headers, csv);
      const ids = check.totals.map((total) => total.quoteId);
      const changed = await sendFile(
        server,
        PAYMENT_BATCH_PATHS.batches,
        customer.headers,
        csvOf([germanLine('150.00')]),
        ids,
      );
      expect(changed.statusCode).toBe(422);
      expect(changed.json()).toMatchObject({ errors: { quoteIds: [PAYMENT_BATCH_MESSAGES.quotesDiffer] } });
      expect(
        (await sendFile(server, PAYMENT_BATCH_PATHS.batches, customer.headers, csv, ids)).statusCode,
      ).toBe(201);
      // Sent twice (a double click), the second finds its quotes used and creates nothing.
      expect(
        (await sendFile(server, PAYMENT_BATCH_PATHS.batches, customer.headers, csv, ids)).statusCode,
      ).toBe(409);
      expect(await batchRows(server)).toHaveLength(1);
    });

    it('holds the whole batch for an approver when its naira total reaches the threshold, though each payment is below it', async () => {
      const owner = await customerSession(server);
      const maker = await invitedMember(server, owner, 'maker');
      const approver = await invitedMember(server, owner, 'approver');
      const eur = await nairaRate('EUR');
      // Each line is 100 EUR; the batch of three is 300 EUR: the threshold sits between.
      const threshold = (200 * eur).toFixed(2);
      const policy = await call(server, 'PUT', TEAM_PATHS.approvalPolicy, owner.headers, {
        thresholdNgn: threshold,
      });
      expect(policy.statusCode).toBe(200);
      server.test.mail.length = 0;

      const csv = csvOf([germanLine('100.00'), germanLine('100.00'), germanLine('100.00')]);
      const check = await checked(server, maker.headers, csv);
      expect(check.needsApproval).toBe(true);
      const batch = await createdBatch(server, maker.headers, csv);
      expect(batch.status).toBe('awaiting_approval');
      expect(batch.payments.map((payment) => payment.status)).toEqual([
        'awaiting_approval',
        'awaiting_approval',
        'awaiting_approval',
      ]);
      // Each approver hears once of the batch, not once per payment.
      const notices = server.test.mail.filter((mail) => mail.subject.includes(batch.reference));
      expect(notices.map((mail) => mail.to).sort()).toEqual([approver.user.email, owner.user.email].sort());

      // Under the threshold, the same lines go straight to the platform.
      const small = await createdBatch(server, maker.headers, csvOf([germanLine('100.00')]));
      expect(small.status).toBe('submitted');
      expect(small.payments[0]?.status).toBe('pending');
    });
  });

  describe('who may', () => {
    it('answers 401 without a token on every route', async () => {
      const csv = csvOf([germanLine('1.00')]);
      expect((await sendFile(server, PAYMENT_BATCH_PATHS.check, {}, csv)).statusCode).toBe(401);
      expect((await sendFile(server, PAYMENT_BATCH_PATHS.batches, {}, csv)).statusCode).toBe(401);
      expect((await call(server, 'GET', PAYMENT_BATCH_PATHS.template)).statusCode).toBe(401);
      expect(
        (await call(server, 'GET', withId(PAYMENT_BATCH_PATHS.batch, '00000000-0000-4000-8000-000000000000')))
          .statusCode,
      ).toBe(401);
    });

    it('refuses a viewer (403) the check and the create, and lets them read the batch', async () => {
      const owner = await customerSession(server);
      const viewer = await invitedMember(server, owner, 'viewer');
      const csv = csvOf([germanLine('1.00')]);
      expect((await sendFile(server, PAYMENT_BATCH_PATHS.check, viewer.headers, csv)).statusCode).toBe(403);
      expect((await sendFile(server, PAYMENT_BATCH_PATHS.batches, viewer.headers, csv)).statusCode).toBe(403);
      const batch = await createdBatch(server, owner.headers, csv);
      expect(
        (await call(server, 'GET', withId(PAYMENT_BATCH_PATHS.batch, batch.id), viewer.headers)).statusCode,
      ).toBe(200);
    });

    it('answers 404 for another business’s batch', async () => {
      const owner = await customerSession(server);
      const stranger = await customerSession(server, { email: 'stranger@example.com' });
      const batch = await createdBatch(server, owner.headers, csvOf([germanLine('1.00')]));
      const response = await call(
        server,
        'GET',
        withId(PAYMENT_BATCH_PATHS.batch, batch.id),
        stranger.headers,
      );
      expect(response.statusCode).toBe(404);
      expect(
        (await call(server, 'GET', withId(PAYMENT_BATCH_PATHS.batch, 'not-an-id'), owner.headers)).statusCode,
      ).toBe(404);
    });

    it('takes an API key with payments:write and refuses one without it (403 SCOPE_REQUIRED)', async () => {
      const owner = await customerSession(server);
      const reader = await createKey(server, owner.headers, ['payments:read']);
      const writer = await createKey(server, owner.headers, ['payments:write', 'payments:read'], 'ERP');
      const csv = csvOf([germanLine('1.00')]);
      const refused = await sendFile(server, PAYMENT_BATCH_PATHS.check, reader.headers, csv);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'SCOPE_REQUIRED' });
      expect((await sendFile(server, PAYMENT_BATCH_PATHS.batches, reader.headers, csv)).statusCode).toBe(403);
      const response = await checkAndCreate(server, writer.headers, csv);
      expect(response.statusCode).toBe(201);
      const batch = dataOf<{ batch: PaymentBatch }>(response).batch;
      expect(
        (await call(server, 'GET', withId(PAYMENT_BATCH_PATHS.batch, batch.id), reader.headers)).statusCode,
      ).toBe(200);
    });
  });

  it('serves the template: the header and a line per form, whose new-beneficiary line passes the check', async () => {
    const customer = await customerSession(server);
    const response = await call(server, 'GET', PAYMENT_BATCH_PATHS.template, customer.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('bulk-payments-template.csv');
    const [header, byId, byFields] = response.body.trim().split('\r\n');
    expect(header).toBe(BATCH_COLUMNS.join(','));
    expect(byId).toMatch(/^[0-9a-f-]{36},/);
    expect(byFields).toMatch(/^,Acme GmbH,DE,/);
    const check: BatchCheck = await checked(server, customer.headers, `${header}\r\n${byFields}\r\n`);
    expect(check.errorCount).toBe(0);
  });
});

describe.each(DATABASE_KINDS)('bulk payments are screened as single payments are (D44) on %s', (kind) => {
  const server = useTestServer(kind, { env: { SANCTIONS_LIST_FILE: SANCTIONS_SAMPLE_FILE } });

  it('holds the line whose beneficiary is a likely sanctions match, and only that one', async () => {
    const customer = await customerSession(server);
    const batch = await createdBatch(
      server,
      customer.headers,
      csvOf([germanLine('10.00'), germanLine('20.00', { name: 'Kadir Mounes Al Zafrání' })]),
    );
    expect(batch.payments.map((payment) => payment.status)).toEqual(['pending', 'screening']);
    expect(await server.database.db.select().from(tables.paymentScreenings)).toHaveLength(1);
  });
});

describe.each(DATABASE_KINDS)('bulk payments tell the business’s software (D46) on %s', (kind) => {
  const server = useTestServer(kind, { env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });

  it('writes one payment.pending event per created payment to the outbox, in the create’s transaction', async () => {
    const owner = await customerSession(server);
    const endpoint = await call(server, 'POST', WEBHOOK_PATHS.endpoints, owner.headers, {
      url: 'http://127.0.0.1:9/hooks',
      events: ['payment.pending'],
      description: 'ERP',
    });
    expect(endpoint.statusCode).toBe(201);
    const batch = await createdBatch(
      server,
      owner.headers,
      csvOf([germanLine('10.00'), germanLine('20.00')]),
    );
    const events = await server.database.db.select().from(tables.webhookEvents);
    expect(events.map((event) => event.type)).toEqual(['payment.pending', 'payment.pending']);
    const ids = events.map(
      (event) => (JSON.parse(event.body) as { data: { payment: { id: string } } }).data.payment.id,
    );
    expect(ids.sort()).toEqual(batch.payments.map((payment) => payment.id).sort());
    expect(await server.database.db.select().from(tables.webhookDeliveries)).toHaveLength(2);
  });
});

describe.each(DATABASE_KINDS)('staff confirm a bulk payment’s one transfer on %s', (kind) => {
  const server = useTestServer(kind);

  const confirm = (headers: Record<string, string>, id: string, body: unknown) =>
    call(server, 'POST', withId(PAYMENT_BATCH_PATHS.adminFundingConfirm, id), headers, body);

  it('moves every approved payment of the batch to funded in one go, and tells the customer once', async () => {
    const customer = await customerSession(server);
    const staff = await adminSession(server);
    const batch = await createdBatch(
      server,
      customer.headers,
      csvOf([germanLine('100.00'), germanLine('200.00')]),
    );
    for (const payment of batch.payments)
      expect((await decide(server, staff.headers, payment.id, 'approve')).statusCode).toBe(200);
    server.test.mail.length = 0;

    const short = await confirm(staff.headers, batch.id, { amountReceived: '1.00', bankReference: 'GTB-1' });
    expect(short.statusCode).toBe(422);
    expect((await paymentRows(server)).map((row) => row.status)).toEqual(['approved', 'approved']);

    const response = await confirm(staff.headers, batch.id, {
      amountReceived: batch.localTotal,
      bankReference: 'GTB-778',
    });
    expect(response.statusCode).toBe(200);
    expect(dataOf<{ batch: PaymentBatch }>(response).batch.status).toBe('funded');
    const rows = await paymentRows(server);
    expect(rows.map((row) => [row.status, row.fundingBankReference])).toEqual([
      ['funded', 'GTB-778'],
      ['funded', 'GTB-778'],
    ]);
    expect(rows.map((row) => row.amountReceived)).toEqual(rows.map((row) => row.localAmount));
    const funded = await server.database.db
      .select()
      .from(tables.paymentEvents)
      .where(eq(tables.paymentEvents.status, 'funded'));
    expect(funded).toHaveLength(2);
    expect(server.test.mail.filter((mail) => mail.to === customer.user.email)).toHaveLength(1);
    // Confirmed once: a second confirmation finds nothing waiting.
    expect(
      (await confirm(staff.headers, batch.id, { amountReceived: batch.localTotal, bankReference: 'GTB-778' }))
        .statusCode,
    ).toBe(409);
  });

  it('refuses while a payment of the batch is not yet approved, and answers 401, 403 and 404', async () => {
    const customer = await customerSession(server);
    const staff = await adminSession(server);
    const batch = await createdBatch(
      server,
      customer.headers,
      csvOf([germanLine('100.00'), germanLine('200.00')]),
    );
    await decide(server, staff.headers, batch.payments[0]!.id, 'approve');
    const body = { amountReceived: batch.localTotal, bankReference: 'GTB-1' };
    const early = await confirm(staff.headers, batch.id, body);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: PAYMENT_BATCH_MESSAGES.notAllApproved });
    expect((await paymentRows(server)).filter((row) => row.status === 'funded')).toEqual([]);
    expect((await confirm({}, batch.id, body)).statusCode).toBe(401);
    expect((await confirm(customer.headers, batch.id, body)).statusCode).toBe(403);
    expect((await confirm(staff.headers, '00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(404);
  });
});
