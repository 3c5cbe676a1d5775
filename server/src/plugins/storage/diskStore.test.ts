import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { diskStore } from './diskStore';

describe('the disk file store', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-disk-store-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('passes three hundred health checks at once and leaves no probe file behind', async () => {
    const store = diskStore(path.join(dir, 'files'));
    const results = await Promise.allSettled(Array.from({ length: 300 }, () => store.check()));
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(readdirSync(path.join(dir, 'files'))).toEqual([]);
  });
});
