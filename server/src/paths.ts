import path from 'node:path';

/** The server package's folder, whether running from src (tests) or dist (bundle). */
export const SERVER_DIR = path.resolve(__dirname, '..');
export const REPO_DIR = path.resolve(SERVER_DIR, '..');
