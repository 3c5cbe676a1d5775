import QRCode from 'qrcode';
import { pdfText } from './pdfText';

/** Where a receipt can be checked (D42): its code and the verify page's address. */
export interface ReceiptVerificationMark {
  code: string;
  url: string;
}

const MODULE = 2.4; // points per QR module: a version-4 code is about 80 pt (28 mm) wide
const QUIET = 4; // modules of white around it, as the QR standard asks
const GAP = 16;

/**
 * The receipt's verification block (D42): a QR code of the verify page's address, drawn as
 * vector squares (the receipt stays a PDF of text and shapes, no image, and prints sharp),
 * beside the code and the address in words for whoever types them.
 */
export function drawVerificationBlock(
  doc: PDFKit.PDFDocument,
  mark: ReceiptVerificationMark,
  left: number,
  width: number,
): void {
  const qr = QRCode.create(mark.url, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const side = (size + QUIET * 2) * MODULE;
  const bottomLimit = doc.page.height - doc.page.margins.bottom;
  if (doc.y + side > bottomLimit) doc.addPage();
  const top = doc.y;

  doc.save().rect(left, top, side, side).fill('#ffffff');
  doc.fillColor('#000000');
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (qr.modules.get(row, column))
        doc.rect(left + (column + QUIET) * MODULE, top + (row + QUIET) * MODULE, MODULE, MODULE);
    }
  }
  doc.fill('#000000').restore();

  const textLeft = left + side + GAP;
  const textWidth = width - side - GAP;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#000000')
    .text('Verify this receipt', textLeft, top + QUIET * MODULE, { width: textWidth });
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text('Verification code', { width: textWidth });
  doc.font('Courier').fontSize(11).fillColor('#000000').text(pdfText(mark.code), { width: textWidth });
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text('Check it at', { width: textWidth });
  doc.fillColor('#000000').text(pdfText(mark.url), { width: textWidth, link: mark.url });
  doc.moveDown(0.3);
  doc
    .fontSize(8)
    .fillColor('#666666')
    .text(
      'Scan the code or open the address: the page shows what this receipt states, signed by VendorBridge.',
      { width: textWidth },
    );
  doc.y = Math.max(doc.y, top + side) + 12;
  doc.x = left;
}
