import { eq } from 'drizzle-orm';
import { tables } from '../../plugins/database';
import { DATABASE_KINDS, useTestDatabase } from '../../testing';
import { paymentStatementCsv } from './paymentStatement';
import { statementPeriod } from './statementPeriod';
import { parseCsv } from './testing/parseCsv';
import { bytesOf } from './testing/pdfTextOf';
import { markPaid, seedCustomer, seedPayments } from './testing/seedStatementData';

describe.each(DATABASE_KINDS)('the payments statement on %s', (kind) => {
  const database = useTestDatabase(kind);
  const period = statementPeriod({ from: '2026-03-01', to: '2026-03-31' });
  let ada: string;
  let bola: string;

  beforeEach(async () => {
    ada = await seedCustomer(database.db, 'ada@example.test', 'Ada Imports');
    bola = await seedCustomer(database.db, 'bola@example.test', '=Bola Trading');
    await seedPayments(database.db, ada, [
      { recipient: 'Before the period', createdAt: '2026-02-28T23:59:59.999Z' },
      { recipient: '=HYPERLINK("http://evil.example","Invoice")', createdAt: '2026-03-01T00:00:00Z' },
      { recipient: 'Acme GmbH', createdAt: '2026-03-15T12:00:00Z', status: 'approved' },
      { recipient: 'Last minute', createdAt: '2026-03-31T23:59:59.999Z' },
      { recipient: 'After the period', createdAt: '2026-04-01T00:00:00Z' },
    ]);
    await seedPayments(database.db, bola, [
      { recipient: "Bola's vendor", createdAt: '2026-03-10T08:00:00Z' },
    ]);
    const [acme] = await database.db
      .select({ id: tables.paymentRequests.id })
      .from(tables.paymentRequests)
      .where(eq(tables.paymentRequests.recipientCompany, 'Acme GmbH'));
    await markPaid(database.db, acme?.id ?? '');
  });

  const statement = async (...args: Parameters<typeof paymentStatementCsv>) =>
    parseCsv((await bytesOf(paymentStatementCsv(...args))).toString('utf8'));

  it("lists only the customer's own requests in the period, newest first, with the header", async () => {
    const rows = await statement(database.db, { period, userId: ada }, 'customer');
    expect(rows[0]).toEqual([
      'Reference',
      'Submitted at',
      'Status',
      'Recipient',
      'Purpose',
      'Currency',
      'Foreign amount',
      'Rate (NGN per unit)',
      'Fee (NGN)',
      'Naira amount',
      'Funding reference',
      'Paid at',
      'Payout reference (UETR)',
    ]);
    expect(rows.slice(1).map((row) => row[3])).toEqual([
      'Last minute',
      'Acme GmbH',
      `'=HYPERLINK("http://evil.example","Invoice")`,
    ]);
    const [, , acme] = rows;
    expect(acme).toEqual([
      expect.stringMatching(/^PAY-\d+$/),
      '2026-03-15T12:00:00.000000Z',
      'Completed',
      'Acme GmbH',
      '',
      'EUR',
      '1250.50',
      '483',
      // No fee was set (D47): the fee column says 0.00 and the naira amount is the conversion.
      '0.00',
      '603991.50',
      'VB7K3M9Q2XC',
      '2026-03-17T12:00:00.000000Z',
      '8a562c67-ca16-48ba-b074-65581be6f001',
    ]);
  });

  it('filters by state', async () => {
    const rows = await statement(database.db, { period, userId: ada, status: 'sent' }, 'customer');
    expect(rows.slice(1).map((row) => row[3])).toEqual(['Acme GmbH']);
  });

  it("gives staff every customer's requests with the customer's e-mail and company, neutralised", async () => {
    const rows = await statement(database.db, { period }, 'admin');
    expect(rows[0]?.slice(-2)).toEqual(['Customer e-mail', 'Company']);
    expect(rows).toHaveLength(5);
    const bolas = rows.find((row) => row[3] === "Bola's vendor");
    expect(bolas?.slice(-2)).toEqual(['bola@example.test', "'=Bola Trading"]);
  });
});
