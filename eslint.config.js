// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * The one-way flow of DESIGN.md ("Boundaries enforced, not hoped for"): pages -> layouts ->
 * components -> islands -> stores -> lib, lib is pure, and the site (src/) and the booking API
 * (api/) meet only in contract/. Paths are resolved, so a relative import cannot slip past.
 */
const boundaries = [
  {
    target: './src/lib',
    from: ['./src/stores', './src/islands', './src/pages', './src/components', './src/layouts'],
    message: 'src/lib is pure: return values and let the store layer (src/stores) apply them.',
  },
  {
    target: './src/stores',
    from: ['./src/islands', './src/pages', './src/components', './src/layouts'],
    message: 'Stores sit below islands, components and pages: they must not import them.',
  },
  {
    target: ['./src', './server'],
    from: './api',
    message: 'The site meets the booking API only through contract/.',
  },
  {
    target: './api',
    from: ['./src', './server'],
    message: 'The booking API meets the site only through contract/.',
  },
  {
    target: './contract',
    from: ['./src', './api', './server'],
    message: 'contract/ is shared by the site and the API and imports neither.',
  },
];

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-*/',
      '.astro/',
      'node_modules/',
      'data/',
      'test-results*/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  ...astro.configs.recommended,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', '.ci/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
        extraFileExtensions: ['.astro'],
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**', 'api/**', 'server/**', 'contract/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json', '.astro'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  {
    files: ['**/*.astro'],
    languageOptions: {
      parserOptions: { parser: tseslint.parser, projectService: false, project: true },
    },
    // Typed linting cannot see the types of other .astro components (they read as error
    // types); the TypeScript code they use is linted with every typed rule.
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['scripts/**', '*.mjs', '*.js', '*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // Inline scripts (src/scripts/inline), run as they are before the page's modules.
    files: ['src/scripts/inline/*.js'],
    languageOptions: { globals: globals.browser },
  },
);
