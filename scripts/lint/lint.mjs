// `npm run lint`: ESLint, Prettier's check and the typecheck of every workspace, side by side.
import { runSideBySide } from './sideBySide.mjs';

const failed = await runSideBySide([
  { name: 'eslint .', command: 'npx', args: ['eslint', '.'] },
  { name: 'prettier --check .', command: 'npx', args: ['prettier', '--check', '.'] },
  { name: 'typecheck', command: process.execPath, args: ['scripts/typecheck.mjs'] },
]);
if (failed.length > 0) {
  console.error(`\nlint failed: ${failed.join(', ')}`);
  process.exit(1);
}
