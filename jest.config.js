// Native ESM + TypeScript through swc; every test file gets its own database (test/support/database.ts).
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2023' }, module: { type: 'es6' } },
    ],
  },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/support/response-contract.ts'],
  maxWorkers: 2,
  // Generous: tests check behaviour, not speed; CI machines are shared (2 cores; hooks start servers and databases).
  testTimeout: 120000,
};
