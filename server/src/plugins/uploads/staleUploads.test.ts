import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STALE_UPLOAD_MS, sweepStaleUploads } from './staleUploads';

describe('temporary files left by a stopped process', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-stale-uploads-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const file = (name: string, ageMs: number) => {
    const full = path.join(dir, name);
    writeFileSync(full, 'x');
    const time = new Date(Date.now() - ageMs);
    utimesSync(full, time, time);
    return full;
  };

  it('are deleted when older than any upload, and nothing else is', async () => {
    const stale = file('upload-old', STALE_UPLOAD_MS + 60_000);
    const recent = file('upload-in-progress', 1000);
    const other = file('not-an-upload', STALE_UPLOAD_MS * 10);
    expect(await sweepStaleUploads(dir, new Date())).toBe(1);
    expect([existsSync(stale), existsSync(recent), existsSync(other)]).toEqual([false, true, true]);
  });

  it('are no error when the folder does not exist yet', async () => {
    expect(await sweepStaleUploads(path.join(dir, 'missing'), new Date())).toBe(0);
  });
});
