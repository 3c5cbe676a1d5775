import { inflateSync } from 'node:zlib';
import { demoPdf, demoPng } from './demoFiles';

describe('generated demo files', () => {
  it('makes a PDF whose cross-reference table points at each object', () => {
    const pdf = demoPdf(['CAC - Okonkwo (Textiles) Ltd', 'back\\slash and naïve text']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    const xref = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) =>
      expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true),
    );
    // Parentheses and backslashes escaped, anything outside ASCII replaced.
    expect(pdf).toContain('(CAC - Okonkwo \\(Textiles\\) Ltd)');
    expect(pdf).toContain('(back\\\\slash and na?ve text)');
  });

  it('makes a PNG of the asked size whose chunks carry correct checksums', () => {
    const png = demoPng([70, 120, 180], 20, 10);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(20);
    expect(png.readUInt32BE(20)).toBe(10);
    // IHDR's CRC, which every decoder checks.
    const ihdr = png.subarray(12, 29);
    expect(png.readUInt32BE(29)).toBe(crcOf(ihdr));
    const idatLength = png.readUInt32BE(33);
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    expect(pixels.length).toBe(10 * (1 + 20 * 3));
    expect([...pixels.subarray(1, 4)]).toEqual([70, 120, 180]);
  });
});

/** A reference CRC-32 (bitwise, no table) to check the generator's table-driven one. */
function crcOf(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
