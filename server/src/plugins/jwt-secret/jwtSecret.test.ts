import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JWT_SECRET_FILE, resolveJwtSecret } from './jwtSecret';

describe('the JWT signing secret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'portal-secret-')), 'data');
  });
  afterEach(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it('uses JWT_SECRET when it is set, and writes nothing', () => {
    expect(resolveJwtSecret({ jwtSecret: 'configured-secret-of-enough-length-123', dataDir })).toBe(
      'configured-secret-of-enough-length-123',
    );
    expect(() => statSync(path.join(dataDir, JWT_SECRET_FILE))).toThrow();
  });

  it('otherwise generates one, keeps it in DATA_DIR readable by the owner only, and reuses it', () => {
    const first = resolveJwtSecret({ jwtSecret: null, dataDir });
    const file = path.join(dataDir, JWT_SECRET_FILE);
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(resolveJwtSecret({ jwtSecret: null, dataDir })).toBe(first);
  });

  it('refuses a kept secret that is too short', () => {
    resolveJwtSecret({ jwtSecret: null, dataDir });
    writeFileSync(path.join(dataDir, JWT_SECRET_FILE), 'short');
    expect(() => resolveJwtSecret({ jwtSecret: null, dataDir })).toThrow(/fewer than 32/);
  });
});
