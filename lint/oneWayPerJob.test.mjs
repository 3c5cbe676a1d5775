// The client's one way per job (lint/oneWayPerJob.mjs): each rule refuses the second way and
// lets the one way through. Each sample is linted with the repository's own configuration as
// if it were a file at a path under lint/fixtures/ (the rules' globs cover those copies).
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const fixtures = path.join(root, 'lint', 'fixtures');
const eslint = new ESLint({ cwd: root, ignore: false });

/** The problems of the one-way rules when `code` is linted as `file` (relative to lint/fixtures). */
async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(fixtures, file) });
  return result.messages
    .filter(
      ({ ruleId }) =>
        ruleId === '@typescript-eslint/no-restricted-imports' || ruleId === 'no-restricted-globals',
    )
    .map(({ message }) => message);
}

async function refused(file, code, words) {
  const found = await problems(file, code);
  assert.equal(found.length, 1, `expected one refusal, got ${JSON.stringify(found)}`);
  assert.match(found[0], words);
}

async function allowed(file, code) {
  assert.deepEqual(await problems(file, code), []);
}

const USE_QUERY = `import { useQuery } from '@tanstack/react-query';\nexport const read = () => useQuery({ queryKey: ['x'], queryFn: () => 1 });\n`;
const USE_MUTATION = `import { useMutation } from '@tanstack/react-query';\nexport const write = () => useMutation({ mutationFn: async () => 1 });\n`;
const USE_FORM = `import { useForm } from 'react-hook-form';\nexport const form = () => useForm();\n`;
const RESOLVER = `import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';\nexport const r = standardSchemaResolver;\n`;
const HOOK = `import { useContractForm } from '@portal/ui';\nexport const form = useContractForm;\n`;

describe('one query idiom per remote', () => {
  it('an admin feature cannot call useQuery; useAdminQuery is the way', async () => {
    await refused('remotes/admin/src/features/sample/useThing.ts', USE_QUERY, /useAdminQuery/);
    await allowed(
      'remotes/admin/src/features/sample/useThing.ts',
      `import { useAdminQuery } from '../../api';\nexport const read = useAdminQuery;\n`,
    );
  });

  it('an admin feature cannot page with useInfiniteQuery; usePagedList, the one pager, can', async () => {
    const pager = `import { useInfiniteQuery } from '@tanstack/react-query';\nexport const pages = useInfiniteQuery;\n`;
    await refused('remotes/admin/src/features/review/useReviewQueue.ts', pager, /usePagedList/);
    await allowed('remotes/admin/src/features/load-state/usePagedList.ts', pager);
  });

  it("useAdminQuery's own module calls useQuery", async () => {
    await allowed('remotes/admin/src/api/useAdminQuery.ts', USE_QUERY);
  });

  it("a customer screen cannot call useQuery or useMutation; the api/ and a feature's *Queries.ts can", async () => {
    await refused('remotes/customer/src/features/sample/Thing.tsx', USE_QUERY, /\*Queries\.ts/);
    await refused('remotes/customer/src/features/sample/Thing.tsx', USE_MUTATION, /\*Queries\.ts/);
    await allowed('remotes/customer/src/features/sample/thingQueries.ts', USE_QUERY);
    await allowed('remotes/customer/src/api/customerQueries.ts', USE_MUTATION);
  });

  it('a shared/ui section reads through its *Queries.ts, not in the component', async () => {
    await refused('shared/ui/src/security/Sample.tsx', USE_QUERY, /\*Queries\.ts/);
    await allowed('shared/ui/src/security/sampleQueries.ts', USE_QUERY);
  });

  it('the shell and the public site use no TanStack Query, types aside', async () => {
    await refused('shell/src/features/sample/Thing.tsx', USE_QUERY, /first load/);
    await refused('remotes/public-site/src/features/sample/Thing.tsx', USE_QUERY, /first load/);
    await allowed(
      'shell/src/features/sample/Thing.tsx',
      `import type { QueryKey } from '@tanstack/react-query';\nexport type K = QueryKey;\n`,
    );
  });
});

describe('one form hook', () => {
  for (const file of [
    'remotes/admin/src/features/sample/SampleForm.tsx',
    'remotes/customer/src/features/sample/SampleForm.tsx',
    'remotes/public-site/src/features/sample/SampleForm.tsx',
    'shell/src/features/sample/SampleForm.tsx',
    'shared/ui/src/sample/SampleForm.tsx',
  ]) {
    it(`${file.split('/src/')[0]}: useForm and resolvers are refused, useContractForm is the way`, async () => {
      await refused(file, USE_FORM, /useContractForm/);
      await refused(file, RESOLVER, /useContractForm/);
      await allowed(file, HOOK);
      await allowed(file, `import type { Resolver } from 'react-hook-form';\nexport type R = Resolver;\n`);
    });
  }

  it("the hook's own module builds on useForm and the standard-schema resolver", async () => {
    await allowed('shared/ui/src/forms/useContractForm.ts', USE_FORM);
    await allowed('shared/ui/src/forms/useContractForm.ts', RESOLVER);
  });
});

describe('nothing fetched by hand', () => {
  it('a remote, the shell or shared/ui cannot call fetch or XMLHttpRequest', async () => {
    await refused(
      'remotes/customer/src/features/sample/send.ts',
      `export const send = () => fetch('/api/x');\n`,
      /apiClient/,
    );
    await refused(
      'shared/ui/src/sample/send.ts',
      `export const xhr = () => new XMLHttpRequest();\n`,
      /apiClient/,
    );
    await allowed(
      'remotes/customer/src/features/sample/send.ts',
      `import { apiClient } from '@portal/auth';\nexport const send = () => apiClient.get('/x');\n`,
    );
  });

  it('the runtime configuration, read before the api client knows where the API is, may fetch', async () => {
    await allowed(
      'shell/src/features/config/runtimeConfig.ts',
      `export const load = () => fetch('/config.json');\n`,
    );
  });
});
