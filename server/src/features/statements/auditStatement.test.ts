import { sql } from 'drizzle-orm';
import { DATABASE_KINDS, useTestDatabase } from '../../testing';
import { auditStatementCsv } from './auditStatement';
import { statementPeriod } from './statementPeriod';
import { parseCsv } from './testing/parseCsv';
import { bytesOf } from './testing/pdfTextOf';

describe.each(DATABASE_KINDS)("the audit log's statement on %s", (kind) => {
  const database = useTestDatabase(kind);

  beforeEach(async () => {
    await database.db.execute(sql`
      insert into audit_log (occurred_at, actor_email, action, subject_type, subject_id, summary, reason) values
        ('2026-05-31T23:59:59Z', 'admin@example.test', 'payment.approve', 'payment', 'a', 'Too early', null),
        ('2026-06-01T09:00:00Z', 'admin@example.test', 'payment.approve', 'payment', 'b', 'Approved PAY-2', null),
        ('2026-06-02T09:00:00Z', 'admin@example.test', 'payment.reject', 'payment', 'c', 'Rejected PAY-3',
         '@SUM(1+1)*cmd|'' /C calc''!A0'),
        ('2026-06-03T00:00:00Z', 'admin@example.test', 'payment.approve', 'payment', 'd', 'Too late', null)`);
  });

  it('lists the period newest first with its header, formula cells neutralised', async () => {
    const csv = (
      await bytesOf(auditStatementCsv(database.db, statementPeriod({ from: '2026-06-01', to: '2026-06-02' })))
    ).toString('utf8');
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual(['Time', 'By', 'Action', 'Subject', 'Subject id', 'Summary', 'Reason']);
    expect(rows.slice(1).map((row) => row[5])).toEqual(['Rejected PAY-3', 'Approved PAY-2']);
    expect(rows[1]?.[6]).toBe("'@SUM(1+1)*cmd|' /C calc'!A0");
    expect(rows[2]?.[6]).toBe('');
  });
});
