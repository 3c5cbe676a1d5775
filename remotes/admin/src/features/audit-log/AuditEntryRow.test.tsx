import { render, screen } from '@testing-library/react';
import type { AuditRecordEntry } from '@portal/contracts/securitySchemas';
import { AuditEntryRow } from './AuditEntryRow';

const entry: AuditRecordEntry = {
  id: 'e1',
  occurredAt: '2026-11-23T10:00:07.000Z',
  actor: 'folake.adebayo@vendorbridge.ng',
  actorName: 'Folake Adebayo',
  action: 'rate.update',
  summary: 'USD/NGN rate set to 1,520.00',
  subjectType: 'rate',
  subjectId: 'USD/NGN',
  reason: null,
  before: null,
  after: null,
};

describe('an audit entry', () => {
  it('gives its time to the second with the zone named, as every time on screen', () => {
    render(<AuditEntryRow entry={entry} />);
    const time = screen.getByText((_, element) => element?.tagName === 'TIME');
    expect(time).toHaveAttribute('datetime', entry.occurredAt);
    expect(time.textContent).toMatch(/^23 Nov 2026, \d{2}:00:07 \S+$/);
  });
});
