import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import { chargesFee, convertedOfTotal } from '@portal/rules/fees';
import { describeFee, FEE_MESSAGES } from '@portal/contracts/fees';
import { currencyPrefix } from '@portal/rules/money';
import { formatIban } from '@portal/rules/paymentAccounts';
import { PAYMENT_STATE_LABELS } from '@portal/words/paymentStates';
import PDFDocument from 'pdfkit';
import type { Readable } from 'node:stream';
import { pdfDate, pdfMoney, pdfRate, pdfText } from './pdfText';
import type { ReceiptData } from './receiptData';
import { drawVerificationBlock } from './receiptVerificationBlock';

const MARGIN = 56;
const LABEL_WIDTH = 150;

type Row = readonly [label: string, value: string];

function sections(receipt: ReceiptData): Array<{ title: string; rows: Row[] }> {
  return [
    {
      title: 'Payment',
      rows: [
        ['Payment reference', receipt.reference],
        ['Status', PAYMENT_STATE_LABELS[receipt.status]],
        ['Submitted', pdfDate(receipt.submittedAt)],
        ['Approved', pdfDate(receipt.approvedAt)],
        ['Funded', pdfDate(receipt.fundedAt)],
        ['Paid out', pdfDate(receipt.paidAt)],
      ],
    },
    {
      title: 'Payer',
      rows: [
        ['Business', receipt.payer.businessName],
        ['Contact e-mail', receipt.payer.email],
      ],
    },
    {
      title: 'Beneficiary',
      rows: [
        ['Name', receipt.beneficiary.name],
        ['Bank', receipt.beneficiary.bank],
        ['Country', receipt.beneficiary.country ?? '-'],
        ['Address', receipt.beneficiary.address ?? '-'],
        // A domestic US or UK account is named by its routing number or sort code, not a BIC.
        ...(receipt.beneficiary.routingNumber
          ? [['Routing number (ABA)', receipt.beneficiary.routingNumber] as const]
          : []),
        ...(receipt.beneficiary.sortCode ? [['Sort code', receipt.beneficiary.sortCode] as const] : []),
        ...(receipt.beneficiary.swiftCode ? [['SWIFT/BIC', receipt.beneficiary.swiftCode] as const] : []),
        ['Account', formatIban(receipt.beneficiary.accountNumber)],
        ['Purpose of payment', receipt.purpose ?? '-'],
      ],
    },
    {
      title: 'Amounts',
      rows: [
        [
          'Amount paid out',
          // A signed amount says its code too ("€1,250.50 (EUR)"); "JPY 150,000" already does.
          currencyPrefix(receipt.currency).trim() === receipt.currency
            ? pdfMoney(receipt.foreignAmount, receipt.currency)
            : `${pdfMoney(receipt.foreignAmount, receipt.currency)} (${receipt.currency})`,
        ],
        ['Exchange rate', pdfRate(receipt.rate, receipt.currency)],
        // D47: the fee is its own line; the naira amount is what the customer paid, fee included.
        [
          'Converted to naira',
          pdfMoney(convertedOfTotal(receipt.localAmount, receipt.feeAmount), LOCAL_CURRENCY),
        ],
        [
          'Fee',
          chargesFee(receipt.fee)
            ? `${pdfMoney(receipt.feeAmount, LOCAL_CURRENCY)} (${pdfText(describeFee(receipt.fee))})`
            : FEE_MESSAGES.noFee,
        ],
        ['Naira amount', pdfMoney(receipt.localAmount, LOCAL_CURRENCY)],
      ],
    },
    {
      title: 'References',
      rows: [
        ['Payment reference', receipt.reference],
        ['Funding reference', receipt.fundingReference ?? '-'],
        ['Payout reference (UETR)', receipt.payoutReference ?? '-'],
      ],
    },
  ];
}

/**
 * The receipt of a paid request (D32) as a PDF of text (selectable, searchable, read
 * by screen readers and by pdf-parse in the tests), never an image. The same data
 * gives the same bytes: the creation date (and the file ID pdfkit derives from the
 * document's info) comes from the data, not the clock. The document is returned as
 * the stream pdfkit writes, already ended, so a route can send it as it is made.
 */
export function buildReceiptPdf(receipt: ReceiptData): Readable {
  const issued = new Date(receipt.issuedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Receipt ${receipt.reference}`,
      Author: 'VendorBridge',
      Subject: 'Payment receipt',
      Producer: 'VendorBridge',
      Creator: 'VendorBridge',
      CreationDate: Number.isNaN(issued.getTime()) ? new Date(0) : issued,
    },
  });
  const width = doc.page.width - MARGIN * 2;

  doc.font('Helvetica-Bold').fontSize(20).text('VendorBridge', { width });
  doc.font('Helvetica').fontSize(12).fillColor('#444444').text('Payment receipt', { width });
  doc.moveDown(1.5);

  for (const section of sections(receipt)) {
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#000000').text(section.title, { width });
    doc.moveDown(0.3);
    for (const [label, value] of section.rows) {
      const top = doc.y;
      doc.font('Helvetica').fontSize(10).fillColor('#555555').text(pdfText(label), MARGIN, top, {
        width: LABEL_WIDTH,
      });
      const labelBottom = doc.y;
      doc
        .fillColor('#000000')
        .text(pdfText(value), MARGIN + LABEL_WIDTH, top, { width: width - LABEL_WIDTH });
      doc.y = Math.max(doc.y, labelBottom);
      doc.moveDown(0.2);
    }
    doc.moveDown(0.8);
  }

  // D42: the code, the address and its QR code, so the vendor can check the receipt.
  if (receipt.verification) drawVerificationBlock(doc, receipt.verification, MARGIN, width);

  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#666666')
    .text(
      pdfText(
        `Issued for ${receipt.payer.businessName}. Times are UTC. Naira amounts are written NGN. ` +
          'This receipt records a payment made by VendorBridge on the payer’s instruction.',
      ),
      MARGIN,
      doc.y,
      { width },
    );
  doc.end();
  return doc;
}
