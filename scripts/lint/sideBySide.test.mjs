import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { runSideBySide } from './sideBySide.mjs';

const node = (name, code) => ({ name, command: process.execPath, args: ['-e', code] });

test('runs the commands at the same time and names the ones that failed', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'side-by-side-'));
  // Each writes its mark, then passes only if it sees the other's while it is still running:
  // one after the other, the first would wait in vain for its 20 s.
  const meet = (mine, theirs, exitCode) =>
    `require('fs').writeFileSync(${JSON.stringify(path.join(dir, mine))}, '');` +
    `const until = Date.now() + 20000;` +
    `const look = () => require('fs').existsSync(${JSON.stringify(path.join(dir, theirs))})` +
    ` ? process.exit(${exitCode}) : Date.now() > until ? process.exit(9) : setTimeout(look, 20);` +
    `look();`;
  try {
    const failed = await runSideBySide(
      [node('meets and passes', meet('a', 'b', 0)), node('meets and fails', meet('b', 'a', 3))],
      { write: () => {} },
    );
    assert.deepEqual(failed, ['meets and fails']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("prints each command's output in one block, under its name and verdict", async () => {
  const blocks = [];
  await runSideBySide(
    [
      node('a', 'for (const n of [1, 2, 3]) console.log("a" + n)'),
      node('b', 'console.error("b says no"); process.exit(1)'),
    ],
    { write: (text) => blocks.push(text) },
  );
  const a = blocks.find((block) => block.includes('--- a:'));
  const b = blocks.find((block) => block.includes('--- b:'));
  assert.match(a, /--- a: passed in \d+ s\na1\na2\na3\n$/);
  assert.match(b, /--- b: FAILED in \d+ s\nb says no\n$/);
});

test('a command that cannot start counts as failed', async () => {
  const failed = await runSideBySide([{ name: 'missing', command: '/nonexistent/tool', args: [] }], {
    write: () => {},
  });
  assert.deepEqual(failed, ['missing']);
});
