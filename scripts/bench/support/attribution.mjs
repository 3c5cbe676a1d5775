// Splits a built JS or CSS file's bytes between the modules it holds, through its
// source map (what source-map-explorer does): each mapped segment of the generated
// code counts for the module it came from. Unmapped bytes (webpack's wrappers,
// separators) are spread over the file's modules in proportion.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping';
import { originOf, resolveSource } from './classify.mjs';

/**
 * @typedef {import('./classify.mjs').Origin & { raw: number, gzip: number }} Share
 *
 * @typedef {object} FileBytes
 * @property {number} raw   bytes on disk
 * @property {number} gzip  gzip level 9 of the whole file
 * @property {Share[]} shares  per origin; gzip split in proportion to raw bytes
 * @property {boolean} mapped  false when the file had no source map
 */

/** @returns {Map<string, number>} resolved source → characters it produced */
function charactersBySource(code, map, contextDir) {
  const traced = new TraceMap(map);
  const lines = code.split('\n');
  const counts = new Map();
  let unmapped = 0;
  decodedMappings(traced).forEach((segments, lineIndex) => {
    const lineLength = (lines[lineIndex] ?? '').length + 1; // + the newline
    let covered = 0;
    segments.forEach((segment, i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : lineLength;
      const length = Math.max(0, end - segment[0]);
      covered += length;
      if (segment.length < 4) {
        unmapped += length;
        return;
      }
      const source = resolveSource(traced.sources[segment[1]] ?? '', contextDir);
      counts.set(source, (counts.get(source) ?? 0) + length);
    });
    unmapped += lineLength - covered;
  });
  const mapped = [...counts.values()].reduce((sum, n) => sum + n, 0);
  if (mapped > 0 && unmapped > 0) {
    for (const [source, n] of counts) counts.set(source, n + (unmapped * n) / mapped);
  }
  return counts;
}

/**
 * Where the build wrote a file's source map: beside its dist folder, in the
 * `sourcemaps` folder (webpack.shared.js), since maps are never served.
 * @param {string} file  the built file on disk
 * @param {string} distDir  the build's output folder
 */
export const sourceMapOf = (file, distDir) =>
  path.join(path.dirname(distDir), 'sourcemaps', `${path.relative(distDir, file)}.map`);

/**
 * @param {string} file  the built file on disk
 * @param {{ distDir: string, contextDir: string }} build  its build: output and context folders
 * @param {import('./classify.mjs').Origin} fallback  origin of a file with no map
 * @returns {FileBytes}
 */
export function attributeFile(file, build, fallback) {
  const { contextDir } = build;
  const buffer = readFileSync(file);
  const raw = buffer.length;
  const gzip = gzipSync(buffer, { level: 9 }).length;
  const mapFile = sourceMapOf(file, build.distDir);
  if (!existsSync(mapFile)) return { raw, gzip, mapped: false, shares: [{ ...fallback, raw, gzip }] };

  const code = buffer.toString('utf8');
  const counts = charactersBySource(code, JSON.parse(readFileSync(mapFile, 'utf8')), contextDir);
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0) || 1;
  /** @type {Map<string, Share>} */
  const byOwner = new Map();
  for (const [source, chars] of counts) {
    const origin = originOf(source);
    const key = `${origin.part}\0${origin.owner}`;
    const share = byOwner.get(key) ?? { ...origin, raw: 0, gzip: 0 };
    share.raw += (raw * chars) / total;
    share.gzip += (gzip * chars) / total;
    byOwner.set(key, share);
  }
  return { raw, gzip, mapped: true, shares: [...byOwner.values()] };
}
