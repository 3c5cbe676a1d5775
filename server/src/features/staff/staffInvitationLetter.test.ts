import { staffAudience } from './staffAudience';

describe('the staff invitation e-mail', () => {
  it('says when the link stops working in the portal’s one date-and-time style (not "2026-12-11 08:00")', async () => {
    const letter = await staffAudience.invitationLetter(
      null as never,
      null,
      'Folake Adebayo',
      'https://portal.example',
    );
    const mail = letter('remi@vendorbridge.ng', 'reviewer', new Date('2026-12-11T08:00:00.000Z'), 'token-1');
    expect(mail.text).toContain('The link works once and expires in 72 hours (11 Dec 2026, 08:00 UTC).');
  });
});
