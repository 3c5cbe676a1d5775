import { vendorLinkEmail } from './vendorDetailsEmails';

describe("the vendor's link e-mail (D43)", () => {
  it('says when the link stops working with its date and time, in the portal’s one style', () => {
    const mail = vendorLinkEmail(
      'accounts@krakow-glass.pl',
      {
        businessName: 'Eze Imports Ltd',
        vendorName: 'Kraków Glassworks',
        currency: 'EUR',
        expiresAt: new Date('2026-12-11T08:00:00.000Z'),
      },
      'token-1',
      'https://portal.example',
    );
    expect(mail.text).toContain('The link works once and expires on 11 Dec 2026, 08:00 UTC.');
  });
});
