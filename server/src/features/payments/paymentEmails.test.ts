import { nextState, PAYMENT_MOVES } from '@portal/rules/paymentLifecycle';
import { PAYMENT_STATE_LABELS } from '@portal/words/paymentStates';
import { customerHearsOf, journeyEmail } from './journeyEmails';
import { paymentApprovedSubject, paymentDecisionEmail, paymentRejectedSubject } from './paymentEmails';

const PAYMENT = {
  reference: 'PAY-1001',
  recipientCompany: 'Acme & <Sons>',
  foreignAmount: '1234.56',
  foreignCurrency: 'USD',
  localAmount: '506786.88',
};

describe('payment decision e-mails', () => {
  it('tell of an approval with the naira amount, and send the customer to the portal for the account', () => {
    const mail = paymentDecisionEmail('ada@example.com', 'Ada', PAYMENT, { status: 'approved' });
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe(paymentApprovedSubject('PAY-1001'));
    expect(mail.text).toContain('PAY-1001 ($1,234.56 to Acme & <Sons>) has been approved');
    expect(mail.text).toContain('send ₦506,786.88');
    expect(mail.text).toContain('Transaction History');
  });

  it('tell of a rejection with the reason, line breaks kept', () => {
    const mail = paymentDecisionEmail('ada@example.com', 'Ada', PAYMENT, {
      status: 'rejected',
      reason: 'Amount differs\nfrom the invoice',
    });
    expect(mail.subject).toBe(paymentRejectedSubject('PAY-1001'));
    expect(mail.text).toContain('Reason: Amount differs\nfrom the invoice');
    expect(mail.html).toContain('Amount differs<br>from the invoice');
  });

  it('escape what people typed in the HTML part', () => {
    const mail = paymentDecisionEmail('ada@example.com', '<script>', PAYMENT, {
      status: 'rejected',
      reason: '<img src=x onerror=alert(1)>',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<Sons>');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });
});

describe('payment e-mails name the state in the badge’s words (issue 31)', () => {
  const moved = {
    ...PAYMENT,
    id: 'c0ffee00-0000-4000-8000-000000000001',
    fundingReference: null,
    fundingDeadline: null,
  };
  const heard = PAYMENT_MOVES.filter(customerHearsOf);

  it.each(heard)('after %s: the subject starts with the badge, the body says Status', (move) => {
    const label = PAYMENT_STATE_LABELS[nextState(move)];
    const mail = journeyEmail('ada@example.com', 'Ada', moved, move, {
      publicUrl: 'https://portal.example',
      reason: move === 'reject' || move === 'rejectScreening' ? 'Duplicate invoice' : null,
      amountReceived: null,
    });
    expect(mail.subject.startsWith(`${label}: `)).toBe(true);
    expect(mail.text).toContain(`Status: ${label}`);
  });

  it('words a confirmed naira receipt as the badge does: Funds received', () => {
    const mail = journeyEmail('ada@example.com', 'Ada', moved, 'confirmFunding', {
      publicUrl: 'https://portal.example',
    });
    expect(mail.subject).toBe('Funds received: your naira for PAY-1001 arrived');
  });
});
