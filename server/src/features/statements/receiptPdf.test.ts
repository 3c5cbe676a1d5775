import { buildReceiptPdf } from './receiptPdf';
import { bytesOf, pdfTextOf } from './testing/pdfTextOf';
import { paidReceipt } from './testing/receiptFixture';

describe('the payment receipt PDF', () => {
  it('states the fee as its own line and the naira paid including it (D47)', async () => {
    const text = await pdfTextOf(
      buildReceiptPdf(
        paidReceipt({
          localAmount: '608011.46',
          feeAmount: '4019.96',
          fee: { flatNgn: '1000', percent: '0.5' },
        }),
      ),
    );
    expect(text).toMatch(/Converted to naira\s+NGN 603,991\.50/);
    expect(text).toMatch(/Fee\s+NGN 4,019\.96 \(NGN 1,000\.00 \+ 0\.5%\)/);
    expect(text).toMatch(/Naira amount\s+NGN 608,011\.46/);
  });

  it('says "No fee" when none was charged', async () => {
    expect(await pdfTextOf(buildReceiptPdf(paidReceipt()))).toMatch(/Fee\s+No fee/);
  });

  it('is a PDF whose text holds the amounts, the rate, the references, the parties and the status', async () => {
    const text = await pdfTextOf(buildReceiptPdf(paidReceipt()));
    for (const expected of [
      'PAY-1042',
      'VB7K3M9Q2XC',
      '8a562c67-ca16-48ba-b074-65581be6f001',
      '€1,250.50',
      'NGN 603,991.50',
      '1 EUR = NGN 483.00',
      'Adebayo Textiles Ltd',
      'finance@adebayo.example',
      'Müller Maschinen GmbH',
      'Deutsche Bank',
      'DEUTDEFF',
      'DE89 3704 0044 0532 0130 00',
      'Industriestrasse 5, 70565 Stuttgart',
      'Purpose of payment',
      'Goods',
      'Completed',
      '22 Nov 2026, 08:45 UTC',
      '20 Nov 2026, 09:15 UTC',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("names a US account by its routing number and an 'other' purpose in its own words", async () => {
    const text = await pdfTextOf(
      buildReceiptPdf(
        paidReceipt({
          beneficiary: {
            ...paidReceipt().beneficiary,
            country: 'US',
            swiftCode: '',
            accountNumber: '123456789',
            routingNumber: '021000021',
          },
          purpose: 'Other: Licence renewal',
        }),
      ),
    );
    expect(text).toContain('Routing number (ABA)');
    expect(text).toContain('021000021');
    expect(text).toContain('Other: Licence renewal');
    expect(text).not.toContain('SWIFT/BIC');
  });

  it('carries its verification code, the verify address and a QR code drawn as shapes (D42)', async () => {
    const verification = {
      code: 'k7q2m4xw9ab3cd5ef6gh7ij2kl',
      url: 'https://portal.example/verify/k7q2m4xw9ab3cd5ef6gh7ij2kl',
    };
    const bytes = await bytesOf(buildReceiptPdf(paidReceipt({ verification })));
    const text = await pdfTextOf(bytes);
    expect(text).toContain('Verify this receipt');
    expect(text).toContain(verification.code);
    expect(text).toContain(verification.url);
    // The QR code's squares are drawn; the receipt stays a PDF without images.
    expect(bytes.toString('latin1')).not.toContain('/Subtype /Image');
    const plain = await bytesOf(buildReceiptPdf(paidReceipt()));
    expect(bytes.length).toBeGreaterThan(plain.length + 1000);
    expect(await pdfTextOf(plain)).not.toContain('Verify this receipt');
  });

  it('starts as a PDF and carries text, not only an image', async () => {
    const bytes = await bytesOf(buildReceiptPdf(paidReceipt()));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('gives the same bytes for the same data (the creation date comes from the data)', async () => {
    const first = await bytesOf(buildReceiptPdf(paidReceipt()));
    const second = await bytesOf(buildReceiptPdf(paidReceipt()));
    expect(first.equals(second)).toBe(true);
  });

  it('writes naira by its code and a sign Helvetica lacks as "?", never a wrong glyph', async () => {
    const text = await pdfTextOf(
      buildReceiptPdf(paidReceipt({ beneficiary: { ...paidReceipt().beneficiary, name: '東京商事 ₦ Ltd' } })),
    );
    expect(text).toMatch(/\?\?\?\? NGN\s+Ltd/);
    expect(text).not.toContain('₦');
    expect(text).not.toContain('東京');
  });

  it('shows a dash for steps not recorded and yen without decimals', async () => {
    const text = await pdfTextOf(
      buildReceiptPdf(
        paidReceipt({
          currency: 'JPY',
          foreignAmount: '150000',
          rate: '3.25',
          localAmount: '487500.00',
          payoutReference: null,
          approvedAt: null,
        }),
      ),
    );
    expect(text).toContain('JPY 150,000');
    expect(text).toContain('1 JPY = NGN 3.25');
    expect(text).toMatch(/Payout reference \(UETR\)\s+-/);
  });
});
