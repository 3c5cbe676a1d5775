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
