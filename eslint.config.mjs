// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'test-results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The domain is pure: no framework, no I/O, nothing of ours (ARCHITECTURE.md).
    files: ['libs/billing-domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nestjs/*', '@mikro-orm/*', '@kahraba/*', 'express', 'react', 'react-*', 'pg'],
              message: 'billing-domain stays pure.',
            },
            {
              group: ['node:*', 'fs', 'path', 'http', 'child_process', 'os', 'crypto'],
              message: 'billing-domain does no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    // Web talks to the API over HTTP only; it shares the pure rules (the one number reader, plural
    // forms) by importing billing-domain, which does no I/O.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kahraba/*', '!@kahraba/billing-domain'],
              message: 'web talks to api over HTTP only; only the pure billing-domain is shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to read a request (docs/developer-guide.md#how-a-request-is-validated-and-described).
    files: ['apps/api/src/http/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'class-validator',
              importNames: ['Allow'],
              message:
                'A field is read by its reader: TypedField (http/common/dto/typed-field.decorator.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/application/**/*.command.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSUnknownKeyword',
          message: 'A command takes typed values: the DTO read them (docs/developer-guide.md).',
        },
      ],
    },
  },
  prettier,
);
