// Unit tests of the frontends and @croupier/shared (jsdom). The API has its own config: it needs PostgreSQL.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
  },
];

export default {
  testEnvironment: 'jsdom',
  roots: [
    '<rootDir>/shared',
    '<rootDir>/ui',
    '<rootDir>/shell',
    '<rootDir>/mfe-games',
    '<rootDir>/mfe-wallet',
    '<rootDir>/mfe-account',
    '<rootDir>/mfe-referral',
    '<rootDir>/backoffice',
  ],
  testMatch: ['**/src/**/*.test.ts', '**/src/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // canonicalize, and csv-stringify's browser build, ship only ES modules.
  transformIgnorePatterns: ['/node_modules/(?!.pnpm|canonicalize/|csv-stringify/)'],
  moduleNameMapper: { '\\.(css|scss)$': 'identity-obj-proxy' },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
