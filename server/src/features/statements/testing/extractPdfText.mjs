// Reads a PDF on stdin and prints the text pdf-parse extracts. A process of its own:
// pdf.js loads its worker with a dynamic import(), which jest's module runtime refuses
// without --experimental-vm-modules, while plain Node runs it as is.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
try {
  process.stdout.write((await parser.getText()).text);
} finally {
  await parser.destroy();
}
