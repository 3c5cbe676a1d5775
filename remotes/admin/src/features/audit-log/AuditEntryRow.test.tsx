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

  it.each([
    [
      'Beneficiary Tessiture Como S.r.l. saved with a payment request (IT, iban)',
      'Beneficiary Tessiture Como S.r.l. saved with a payment request (Italy, IBAN)',
    ],
    [
      'Beneficiary Barclays Vendor saved (GB, gb)',
      'Beneficiary Barclays Vendor saved (United Kingdom, sort code and account number)',
    ],
    [
      'Beneficiary Mumbai Looms saved (IN, other)',
      'Beneficiary Mumbai Looms saved (India, SWIFT/BIC and account number)',
    ],
    [
      'Beneficiary Ohio Parts saved (US, us)',
      'Beneficiary Ohio Parts saved (United States, routing number (ABA) and account number)',
    ],
  ])('writes the stored codes of "%s" in words', (summary, words) => {
    render(<AuditEntryRow entry={{ ...entry, action: 'beneficiary.create', summary }} />);
    expect(screen.getByText(words)).toBeInTheDocument();
  });

  it('names the person once, in its "By" line, not also inside the sentence', () => {
    const { container } = render(
      <AuditEntryRow
        entry={{
          ...entry,
          actor: 'ngozi.eze@ezeimports.ng',
          actorName: 'Ngozi Eze',
          action: 'payment.submit',
          summary:
            'Payment request PAY-1027 submitted by ngozi.eze@ezeimports.ng: £3,150.75 to Barclays Vendor',
        }}
      />,
    );
    expect(
      screen.getByText('Payment request PAY-1027 submitted: £3,150.75 to Barclays Vendor'),
    ).toBeInTheDocument();
    expect(container.textContent?.split('ngozi.eze@ezeimports.ng')).toHaveLength(2);
  });

  it('names a signed-in person once: "Signed in", by whom in its "By" line', () => {
    const { container } = render(
      <AuditEntryRow
        entry={{ ...entry, action: 'auth.sign_in', summary: 'folake.adebayo@vendorbridge.ng signed in' }}
      />,
    );
    expect(screen.getByText('Signed in')).toBeInTheDocument();
    expect(container.textContent?.split('folake.adebayo@vendorbridge.ng')).toHaveLength(2);
  });
});
