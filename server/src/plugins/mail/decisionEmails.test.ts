import {
  DOCUMENTS_APPROVED_SUBJECT,
  DOCUMENTS_REJECTED_SUBJECT,
  REGISTRATION_APPROVED_SUBJECT,
  REGISTRATION_REJECTED_SUBJECT,
  documentsDecisionEmail,
  registrationDecisionEmail,
} from './decisionEmails';

describe('decision e-mails', () => {
  it('tells a customer their registration is approved', () => {
    const mail = registrationDecisionEmail('ada@example.com', 'Ada Okafor', { status: 'approved' });
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe(REGISTRATION_APPROVED_SUBJECT);
    expect(mail.text).toContain('Hello Ada Okafor,');
    expect(mail.text).toContain('has been approved');
    expect(mail.html).toContain('has been approved');
  });

  it('gives the reason of a rejected registration in both parts', () => {
    const mail = registrationDecisionEmail('ada@example.com', 'Ada', {
      status: 'rejected',
      reason: 'CAC certificate is unreadable',
    });
    expect(mail.subject).toBe(REGISTRATION_REJECTED_SUBJECT);
    expect(mail.text).toContain('Reason: CAC certificate is unreadable');
    expect(mail.html).toContain('CAC certificate is unreadable');
    expect(mail.text).not.toContain('has been approved');
  });

  it('names the documents decided', () => {
    const approved = documentsDecisionEmail('a@b.co', 'Ada', { status: 'approved' }, ['BVN', 'CAC']);
    expect(approved.subject).toBe(DOCUMENTS_APPROVED_SUBJECT);
    expect(approved.text).toContain('approved: BVN, CAC.');
    const rejected = documentsDecisionEmail('a@b.co', 'Ada', { status: 'rejected', reason: 'Blurred' }, [
      'TIN',
    ]);
    expect(rejected.subject).toBe(DOCUMENTS_REJECTED_SUBJECT);
    expect(rejected.text).toContain('rejected: TIN.');
    expect(rejected.text).toContain('Reason: Blurred');
  });

  it('escapes names and reasons in the HTML part, and keeps them as typed in the text part', () => {
    const name = '<script>alert(1)</script>';
    const reason = 'Use "real" <b>files</b> & try again\nthanks';
    const mail = registrationDecisionEmail('a@b.co', name, { status: 'rejected', reason });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>files');
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail.html).toContain('&#38; try again<br>thanks');
    expect(mail.text).toContain(`Hello ${name},`);
    expect(mail.text).toContain(reason);
    const documents = documentsDecisionEmail('a@b.co', name, { status: 'rejected', reason }, ['<i>x</i>']);
    expect(documents.html).not.toMatch(/<script>|<i>x<\/i>|<b>/);
  });
});
