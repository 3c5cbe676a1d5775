import { deflateSync } from 'node:zlib';
import { crc32, type UploadFile } from './files';

/**
 * Files of the size and kind a customer really uploads (a scanned page of some tens of KB,
 * an invoice PDF with its text), for the screenshots' scene: a 69-byte "certificate" in a
 * list of uploads reads as test data. Deterministic: the same name gives the same bytes.
 */

/** A repeatable pseudo-random sequence (mulberry32) seeded by `seedText`. */
function grain(seedText: string): () => number {
  let seed = [...seedText].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let value = seed;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** A grey page as a scanner gives it: paper grain and a few darker ruled bands where the text sits. */
function scannedGreyPixels(name: string, width: number, height: number): Buffer {
  const next = grain(name);
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 1) {
    const ruled = y > height * 0.12 && y % 28 < 9 && y < height * 0.85;
    for (let x = 0; x < width; x += 1) {
      const ink = ruled && x > width * 0.08 && x < width * (0.55 + ((y * 7) % 40) / 100) && next() < 0.55;
      pixels[y * width + x] = ink ? 40 + Math.floor(next() * 50) : 232 + Math.floor(next() * 4) * 6;
    }
  }
  return pixels;
}

/**
 * A size between `min` and `max` drawn from `name`: real scans of the same kind differ in size
 * (issue 31 review item 17: every seeded document read exactly "26 KB").
 */
function sizeFrom(name: string, min: number, max: number): number {
  return min + Math.floor(grain(`${name}/size`)() * (max - min + 1));
}

const escapePdfText = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

/**
 * A one-page A4 PDF with `lines` of text and a scanned-looking grey image under them
 * (the stamp, the signature), some tens of KB: what a bank slip or certificate scan weighs.
 */
export function documentPdf(name: string, lines: readonly string[]): UploadFile {
  const imageWidth = sizeFrom(name, 300, 520);
  const imageHeight = sizeFrom(`${name}/height`, 110, 240);
  const image = deflateSync(scannedGreyPixels(name, imageWidth, imageHeight));
  const text = lines
    .map(
      (line, index) =>
        `BT /F1 ${index === 0 ? 16 : 11} Tf 56 ${780 - index * 22} Td (${escapePdfText(line)}) Tj ET`,
    )
    .join('\n');
  const content = `${text}\nq ${imageWidth} 0 0 ${imageHeight} 88 120 cm /Im1 Do Q`;
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> /XObject << /Im1 6 0 R >> >> >>',
    ),
    Buffer.from(`<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${imageWidth} /Height ${imageHeight} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${image.length} >>\nstream\n`,
      ),
      image,
      Buffer.from('\nendstream'),
    ]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((body, index) => {
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(length);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n');
  parts.push(Buffer.from(`${xref}\n`));
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat(parts) };
}

/** A photographed certificate as a PNG (grey, about 900×640): some tens of KB, as a phone's scan app saves it. */
export function scannedPng(name: string): UploadFile {
  const width = sizeFrom(name, 760, 1000);
  const height = sizeFrom(`${name}/height`, 520, 720);
  const grey = scannedGreyPixels(name, width, height);
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    rows[y * (width + 1)] = 0;
    grey.copy(rows, y * (width + 1) + 1, y * width, (y + 1) * width);
  }
  const chunk = (type: string, data: Buffer) => {
    const size = Buffer.alloc(4);
    size.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([size, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}
