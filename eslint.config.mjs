import nextPlugin from '@next/eslint-plugin-next';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layering of ARCHITECTURE.md, enforced rather than remembered: the browser (components/,
 * lib/client/) may take only types from lib/server/, and no module may reach itself again
 * through its imports.
 */
const serverValueImport = {
  group: ['@/lib/server/*', '@/lib/server/**', '**/lib/server/*', '**/lib/server/**'],
  allowTypeImports: true,
  message: 'The browser may import only types from lib/server (use `import type`); call the server through lib/client/queries.',
};

/**
 * lib/shared and lib/schemas are the contract both ends build on: they take nothing from lib/server,
 * not even a type, so the contract is written here and the server's presenters conform to it.
 */
const serverAnyImport = {
  group: ['@/lib/server', '@/lib/server/*', '@/lib/server/**', '**/lib/server', '**/lib/server/**', '../server', '../server/*', '../server/**'],
  message: 'lib/shared and lib/schemas import nothing from lib/server, types included: declare the shape here and annotate the server code with it.',
};

/**
 * lib/client is loaded by every member page (the layout's socket patches the query cache), so a
 * heavy module there weighs on all of them: the profanity word lists (23 kB gzip) belong in the
 * chat's own components.
 */
const profanityInLayout = {
  group: ['@/lib/shared/profanity', '**/shared/profanity'],
  message: 'lib/client is in every member page: filter profanity in the chat components (components/chat), not here.',
};

export default tseslint.config(
  {
    ignores: ['node_modules/', '.next*/', 'dist*/', 'data/', 'test-results*/', 'playwright-report/', 'next-env.d.ts', 'drizzle/', 'tests/fixtures/lint/'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'error',
    },
  },
  {
    files: ['**/*.tsx', 'components/**/*.ts', 'lib/client/**/*.ts', 'app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
    },
  },
  {
    files: ['components/**/*.{ts,tsx}', 'lib/client/**/*.{ts,tsx}', 'lib/shared/**/*.ts', 'lib/schemas/**/*.ts', 'app/**/*.tsx', 'tests/fixtures/lint/components/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverValueImport] }] },
  },
  {
    files: ['lib/shared/**/*.ts', 'lib/schemas/**/*.ts', 'tests/fixtures/lint/shared/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverAnyImport] }] },
  },
  {
    files: ['lib/client/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverValueImport, profanityInLayout] }] },
  },
  {
    // Scripts, tests and the CLI entry points talk to a terminal.
    files: ['scripts/**', 'tests/**', 'server.ts', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests read JSON answers whose shape is the very thing they assert.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
