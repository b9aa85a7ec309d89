import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.data/**',
      '**/.tsbuild/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // CommonJS configuration files (dependency-cruiser's) load each other with require.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The player site shares one router across the federation, through a re-export of what it
    // uses: react-router itself would load whole beside it. Tests may build a MemoryRouter.
    files: ['{shell,mfe-*,ui,shared}/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/router/**', '**/*.test.{ts,tsx}', '**/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { name: 'react-router', message: 'Import the router from @croupier/shared/router.' },
      ],
    },
  },
);
