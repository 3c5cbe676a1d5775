// One way per job on the client (issue 33 point 5), as lint rules: each remote reads the
// server through one query idiom, every form is @portal/ui's useContractForm, and nothing
// but @portal/auth's api client sends a request. lint/oneWayPerJob.test.mjs proves each
// rule refuses the second way and lets the one way through.
//
// The rule is @typescript-eslint/no-restricted-imports (not ESLint's own), so a block
// restricting other imports elsewhere in eslint.config.mjs does not replace these.
// Type imports stay allowed: a Resolver or QueryKey type adds no second way.

// Every glob also matches its copy under lint/fixtures/, where the tests lint sample files.
const at = (glob) => `{,lint/fixtures/}${glob}`;

const QUERY_PACKAGE = '@tanstack/react-query';
const READS = ['useQuery', 'useSuspenseQuery', 'useQueries', 'useSuspenseQueries'];

/** A remote's own reads and writes, restricted to the idiom's module(s) named in `message`. */
const queryHooks = (importNames, message) => ({
  paths: [{ name: QUERY_PACKAGE, importNames, message, allowTypeImports: true }],
});

const ADMIN_QUERIES = queryHooks(
  READS,
  'The admin reads through useAdminQuery (remotes/admin/src/api/useAdminQuery.ts), its one query idiom.',
);
const ADMIN_PAGER = queryHooks(
  ['useInfiniteQuery'],
  'The admin pages a list with usePagedList (remotes/admin/src/features/load-state/usePagedList.ts), its one pager.',
);
const CUSTOMER_QUERIES = queryHooks(
  [...READS, 'useInfiniteQuery', 'useMutation'],
  "The customer area reads and writes through the query hooks of its api/ or a feature's *Queries.ts, its one query idiom.",
);
const SHARED_UI_QUERIES = queryHooks(
  [...READS, 'useInfiniteQuery', 'useMutation'],
  "shared/ui reads and writes through a section's *Queries.ts (security/twoFactorQueries.ts, security/sessionQueries.ts).",
);
/** The shell and the public site use no TanStack Query at all: it is not on `/`'s first load. */
const NO_QUERIES = {
  paths: [
    {
      name: QUERY_PACKAGE,
      message:
        'The shell and the public site read without TanStack Query (it stays off the first load of /).',
      allowTypeImports: true,
    },
  ],
};

const FORMS = {
  paths: [
    {
      name: 'react-hook-form',
      importNames: ['useForm'],
      message:
        "Forms use @portal/ui's useContractForm (react-hook-form with the contract's schema), the one form hook.",
      allowTypeImports: true,
    },
  ],
  patterns: [
    {
      group: ['@hookform/resolvers', '@hookform/resolvers/*'],
      message:
        "A form is checked through @portal/ui's useContractForm (or its contractResolver), so every form says a refusal in the same words.",
      allowTypeImports: true,
    },
  ],
};

/** `no-restricted-imports` with every given restriction at once (a later block replaces an earlier one's). */
const restrict = (...parts) => [
  'error',
  {
    paths: parts.flatMap((part) => part.paths ?? []),
    patterns: parts.flatMap((part) => part.patterns ?? []),
  },
];

const RULE = '@typescript-eslint/no-restricted-imports';
const block = (files, ...parts) => ({ files: files.map(at), rules: { [RULE]: restrict(...parts) } });

const ADMIN = 'remotes/admin/src/**/*.{ts,tsx}';
const CUSTOMER = 'remotes/customer/src/**/*.{ts,tsx}';
const SHARED_UI = 'shared/ui/src/**/*.{ts,tsx}';

/** Files that may fetch by hand, each with why. */
const FETCHES_BY_HAND = [
  // The runtime configuration says where the API is (apiBaseUrl): it is read before the
  // api client can exist, from a static file beside the shell, not from the API.
  'shell/src/features/config/runtimeConfig.ts',
];

export const oneWayPerJob = [
  // Query idioms, and forms, everywhere on the client.
  block([ADMIN], ADMIN_QUERIES, ADMIN_PAGER, FORMS),
  block([CUSTOMER], CUSTOMER_QUERIES, FORMS),
  block([SHARED_UI], SHARED_UI_QUERIES, FORMS),
  block(['remotes/public-site/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}'], NO_QUERIES, FORMS),
  // Each idiom's own module.
  block(['remotes/admin/src/api/useAdminQuery.ts'], ADMIN_PAGER, FORMS),
  block(['remotes/admin/src/features/load-state/usePagedList.ts'], ADMIN_QUERIES, FORMS),
  block(['remotes/customer/src/api/**/*.ts', 'remotes/customer/src/features/**/*Queries.ts'], FORMS),
  block(['shared/ui/src/**/*Queries.ts'], FORMS),
  // The form hook's own module.
  block(['shared/ui/src/forms/useContractForm.ts'], SHARED_UI_QUERIES),
  // Nothing fetched by hand: requests go through @portal/auth's api client (one answer
  // convention, the session's token and refresh, upload progress).
  {
    files: ['remotes/*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'shared/ui/src/**/*.{ts,tsx}'].map(at),
    ignores: [...FETCHES_BY_HAND, '**/*.test.{ts,tsx}', '**/testing/**'].map(at),
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest'].map((name) => ({
          name,
          message:
            "Requests go through @portal/auth's apiClient (its answer convention, the session's token and refresh).",
        })),
      ],
    },
  },
];
