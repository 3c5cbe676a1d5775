import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where every build the benchmark makes for itself goes (git-ignored). */
export const BENCH_OUT_DIR = path.join(REPO_DIR, '.bench');
