// Lint rules: typescript-eslint's recommended set, plus the project's own bans (no clock reads in the law layers).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const clockBan = {
  'no-restricted-syntax': [
    'error',
    {
      selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
      message: 'Read time through the Clock port, never Date.now() in rules/domain/app.',
    },
    {
      selector: "NewExpression[callee.name='Date']",
      message: 'Read time through the Clock port, never new Date() in rules/domain/app.',
    },
  ],
  'no-restricted-globals': [
    'error',
    { name: 'process', message: 'Only src/config/env.ts and entry points read process.' },
  ],
};

export default tseslint.config(
  { ignores: ['node_modules/**', 'data/**', 'coverage/**', '.bundle/**', '.bundle.tmp-*/**', '.test-build/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  // The field app's script and service worker: plain JavaScript run by the browser as served (no build step).
  {
    files: ['src/web/assets/field/*.js'],
    languageOptions: {
      globals: {
        self: 'readonly',
        window: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        caches: 'readonly',
        fetch: 'readonly',
        crypto: 'readonly',
        indexedDB: 'readonly',
        createImageBitmap: 'readonly',
        TextEncoder: 'readonly',
        btoa: 'readonly',
        __PRECACHE__: 'readonly',
      },
    },
  },
  { files: ['src/rules/**/*.ts', 'src/domain/**/*.ts', 'src/app/**/*.ts'], ignores: ['**/*.test.ts'], rules: clockBan },
  // A source file over 400 lines (as Prettier prints it) is split by what it does; tests are not counted.
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'max-lines': ['error', 400] },
  },
);
