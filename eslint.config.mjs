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

/** Sonner's `toast` would put sonner in every page's first load: lib/client/toast.ts loads it later. */
const sonnerToast = { name: 'sonner', importNames: ['toast'], allowTypeImports: true, message: "Import { toast } from '@/lib/client/toast': it loads sonner after the page is interactive." };

/**
 * lib/client is loaded by every member page (the layout's socket patches the query cache), so a
 * heavy module there weighs on all of them: the profanity word lists (23 kB gzip) belong in the
 * chat's own components.
 */
const profanityInLayout = {
  group: ['@/lib/shared/profanity', '**/shared/profanity'],
  message: 'lib/client is in every member page: filter profanity in the chat components (components/chat), not here.',
};

/**
 * One clock for every rule (lib/server/clock.ts): tests move it instead of sleeping, which only
 * works if no rule reads the real time behind its back, in JavaScript or in SQL.
 */
const oneClock = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Take the time from lib/server/clock.ts: `now()` for rules, `realNow()` for infrastructure timing only.',
  },
  {
    selector: "MemberExpression[object.name='Date'][property.name='now']",
    message: 'Take the time from lib/server/clock.ts: `now()` for rules, `realNow()` for infrastructure timing only.',
  },
  {
    selector: "TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/\\bnow\\(\\)/i]",
    message: "Pass the app clock's time into SQL as a parameter (`${now()}`) instead of the database's `now()`.",
  },
];

/**
 * Dates a person reads are formatted in lib/shared/dates.ts, under its one time-zone policy
 * (the emails included).
 */
const dateFormatting = [
  { selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]', message: 'Format dates with lib/shared/dates.ts (one module, one time-zone policy).' },
  { selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']", message: 'Format dates with lib/shared/dates.ts (one module, one time-zone policy).' },
];
const dateFormattingFiles = ['lib/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'server.ts', 'tests/fixtures/lint/**'];
const dateFormattingExempt = ['lib/shared/dates.ts'];

/**
 * Words on screen live in lib/shared/messages/<domain>.ts, not in the markup: a text node with
 * letters, or a label-like attribute written as a string, is refused. The legal pages' long copy is
 * page content by design (ARCHITECTURE.md).
 */
const inlineLabels = [
  { selector: 'JSXText[value=/[A-Za-z]/]', message: 'Put user-facing text in lib/shared/messages/<domain>.ts and write {MSG_<DOMAIN>.key}.' },
  {
    selector: 'JSXAttribute[name.name=/^(aria-label|placeholder|title|alt|label|hint|description|subtitle|legend|eyebrow|emptyListText)$/] > Literal[value=/[A-Za-z]/]',
    message: 'Put user-facing text in lib/shared/messages/<domain>.ts and write {MSG_<DOMAIN>.key}.',
  },
];
const labelsExempt = [
  'app/(public)/privacy/page.tsx',
  'app/(public)/terms/page.tsx',
  'app/(public)/safety/page.tsx',
];

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
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [sonnerToast], patterns: [serverValueImport] }] },
  },
  {
    files: ['lib/shared/**/*.ts', 'lib/schemas/**/*.ts', 'tests/fixtures/lint/shared/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverAnyImport] }] },
  },
  {
    files: ['lib/client/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [sonnerToast], patterns: [serverValueImport, profanityInLayout] }] },
  },
  {
    // Next's bundle and the custom server each load lib/server: what they must share is a
    // singleton(), never a hand-cast global.
    files: ['lib/server/**/*.ts', 'app/**/*.ts', 'server.ts', 'proxy.ts', 'tests/fixtures/lint/lib/server/**'],
    ignores: ['lib/server/singleton.ts'],
    rules: { 'no-restricted-globals': ['error', { name: 'globalThis', message: 'Share a value between module copies with singleton() from lib/server/singleton.ts.' }] },
  },
  {
    files: dateFormattingFiles,
    ignores: dateFormattingExempt,
    rules: { 'no-restricted-syntax': ['error', ...dateFormatting] },
  },
  {
    // One rule option list per file: lib/server gets the clock's and the dates' selectors together.
    files: ['lib/server/**/*.{ts,tsx}', 'tests/fixtures/lint/server/**'],
    ignores: ['lib/server/clock.ts'],
    rules: { 'no-restricted-syntax': ['error', ...oneClock, ...dateFormatting] },
  },
  {
    files: ['components/**/*.tsx', 'app/**/*.tsx', 'tests/fixtures/lint/components/**'],
    ignores: labelsExempt,
    rules: { 'no-restricted-syntax': ['error', ...dateFormatting, ...inlineLabels] },
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
  {
    // CommonJS for tools that load a module with require() (jest's --filter).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
