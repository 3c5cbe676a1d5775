import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SanctionsList } from './sanctionsList';
import { parseSdnCsv } from './sdnCsv';

/**
 * The sanctions list of SANCTIONS_LIST_FILE (the OFAC SDN CSV layout), read once at start;
 * null when none is configured (the staff dashboard then says screening is off). A file that
 * cannot be read or holds no entry stops the start: a list someone meant to load must not be
 * silently missing.
 */
export function loadSanctionsList(file: string | null, loadedAt: Date): SanctionsList | null {
  if (!file) return null;
  const text = readFileSync(file, 'utf8');
  const entries = parseSdnCsv(text);
  if (entries.length === 0) throw new Error(`SANCTIONS_LIST_FILE holds no SDN entries: ${file}`);
  return new SanctionsList(entries, { fileName: path.basename(file), loadedAt });
}
