const transform = {
  '^.+\\.(t|j)sx?$|^.+\\.cjs$': [
    '@swc/jest',
    {
      jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
      module: { type: 'commonjs' },
    },
  ],
};
const common = {
  transform,
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testEnvironment: 'node',
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/dist/'],
  // otplib's audited crypto and base32 packages ship as ES modules only; React Email's render
  // loads react-dom/server with import(), which jest's CommonJS runtime refuses untransformed.
  transformIgnorePatterns: ['/node_modules/(?!(@scure|@noble|@react-email)/)'],
};

/** @type {import('jest').Config} */
export default {
  // Integration files start a real server; on two busy cores that can take a while.
  testTimeout: 60_000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/tests/unit/**/*.test.ts'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      slowTestThreshold: 30,
      globalSetup: '<rootDir>/tests/support/database-template.ts',
      globalTeardown: '<rootDir>/tests/support/database-template-teardown.ts',
    },
  ],
};
