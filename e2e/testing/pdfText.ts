import { execFile } from 'node:child_process';
import path from 'node:path';
import { REPO_DIR } from './portal';

/** The text of a PDF as pdf-parse extracts it (the server's test helper, run as its own process). */
export function pdfText(bytes: Buffer): Promise<string> {
  const extractor = path.join(REPO_DIR, 'server/src/features/statements/testing/extractPdfText.mjs');
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [extractor],
      { encoding: 'utf8', maxBuffer: 10 * 1024 * 1024, timeout: 20_000, cwd: path.join(REPO_DIR, 'server') },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
    child.stdin?.end(bytes);
  });
}
