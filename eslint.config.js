// Lint rules that catch real defects on a Node server, with type information from tsconfig.json.
// Formatting belongs to Prettier (`make format`); nothing here argues about layout.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['generated/', 'node_modules/', '.data/', 'test-artifacts/', 'test/drafting-corpus/'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-console': 'error',
      // Prettier wraps code at 120; this catches the strings and comments it cannot wrap.
      'max-len': ['error', { code: 120, tabWidth: 2 }],
      // Implementations of async interfaces (oidc-provider callbacks, handlers, engines) need not await.
      '@typescript-eslint/require-await': 'off',
      // The sanitisers match control characters on purpose.
      'no-control-regex': 'off',
    },
  },
  {
    // supertest's `res.body` is `any` by design; every body a test reads is already checked against
    // the spec by the response-contract check (VALIDATE_RESPONSES), which these rules cannot see.
    files: ['test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Command-line scripts talk to a person on the terminal.
    files: ['scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The site's one browser script (no build step): plain JavaScript for the browser's globals.
    files: ['app/web/assets/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      parserOptions: { projectService: false, project: null },
      sourceType: 'script',
      globals: {
        document: 'readonly',
        fetch: 'readonly',
        FormData: 'readonly',
        URLSearchParams: 'readonly',
        HTMLFormElement: 'readonly',
      },
    },
  },
);
