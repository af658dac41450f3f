import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

// Client and shared code (features, components, lib).
const clientPaths = [
  // The app's session is next-auth's own client, loaded after hydration by
  // src/features/auth/session.tsx (~9 kB gzip that no page needs to show): a static import elsewhere
  // would put it back in every first load. Its types may be imported anywhere.
  { name: 'next-auth/react', allowTypeImports: true, message: 'Use @/features/auth/session, which loads next-auth/react after hydration.' },
];
const clientPatterns = [
  { group: ['@/server/*', '**/server/**'], message: 'Client and shared code must not import server modules.' },
  // A definition carries its zod schemas, which would put zod in a page's first load.
  { group: ['@/lib/api/calls', '@/lib/api/calls/*'], allowTypeImports: true, message: "In the browser, import the call's route from @/features/api/routes/*." },
];

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', 'node_modules/**', 'data/**', 'drizzle/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'bench/.data/**'] },
  {
    files: ['src/features/**', 'src/components/**', 'src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { paths: clientPaths, patterns: clientPatterns }] },
  },
  {
    // The one static import of next-auth's client: the module session.tsx loads after hydration.
    files: ['src/features/auth/next-auth-session.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: clientPatterns }] },
  },
  {
    // The data layer sits under every feature: the features use it, it uses none of them.
    files: ['src/features/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: clientPaths,
          patterns: [
            ...clientPatterns,
            {
              // The session comes from the auth feature's client; nothing else from above.
              group: ['@/features/*', '!@/features/api', '!@/features/auth', '@/features/auth/*', '!@/features/auth/session'],
              message: 'features/api uses no other feature: move what it needs into src/lib or src/features/api.',
            },
          ],
        },
      ],
    },
  },
  {
    // lib is the bottom layer: shared by the server, the pages and the service worker.
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: clientPaths,
          patterns: [...clientPatterns, { group: ['@/features/*', '@/components/*', '@/app/*'], message: 'src/lib imports nothing above it.' }],
        },
      ],
    },
  },
  {
    // Every user-visible string comes from messages/*.json (SPEC: both languages): a text literal in
    // JSX fails the lint, and tests/unit/no-literal-strings.test.ts.
    files: ['src/app/**/*.tsx', 'src/features/**/*.tsx', 'src/components/**/*.tsx'],
    rules: {
      'react/jsx-no-literals': ['error', { noStrings: true, ignoreProps: true, allowedStrings: ['·', '—', '|', '/', '×', '%', '(', ')', ':', ',', '…', '🔔'] }],
    },
  },
  // Formatting is Prettier's (npm run format); no lint rule argues with it.
  prettier,
];

export default config;
