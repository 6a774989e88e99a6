// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * The one-way flow of DESIGN.md ("Boundaries enforced, not hoped for"): pages -> views ->
 * layouts -> components -> islands -> stores -> lib, lib is pure, and the site (src/) and the
 * booking API (api/) meet only in contract/. A view is a whole page in its layout, shared by
 * routes (src/views). The page scripts (src/scripts) run on every page beside the islands;
 * the front server (server/) runs in Node in front of the build. Paths are resolved, so a
 * relative import cannot slip past.
 */
const site = {
  pages: './src/pages',
  views: './src/views',
  layouts: './src/layouts',
  components: './src/components',
  islands: './src/islands',
  scripts: './src/scripts',
  stores: './src/stores',
};
const boundaries = [
  {
    target: './src/lib',
    from: [
      site.stores,
      site.scripts,
      site.islands,
      site.components,
      site.layouts,
      site.views,
      site.pages,
    ],
    message: 'src/lib is pure: return values and let the store layer (src/stores) apply them.',
  },
  {
    target: site.stores,
    from: [site.scripts, site.islands, site.components, site.layouts, site.views, site.pages],
    message: 'Stores sit below islands, scripts, components and pages: they must not import them.',
  },
  {
    target: site.scripts,
    from: [site.components, site.layouts, site.views, site.pages],
    message:
      'Page scripts (src/scripts) run on every page: they use islands (loaded when needed), stores and lib.',
  },
  {
    target: site.islands,
    from: [site.components, site.layouts, site.views, site.pages],
    message: 'Islands sit below components, layouts and pages: they must not import them.',
  },
  {
    target: site.components,
    from: [site.layouts, site.views, site.pages],
    message:
      'Components are parts inside a layout: a whole page in its layout is a view (src/views).',
  },
  {
    target: site.layouts,
    from: [site.views, site.pages],
    message: 'Layouts frame a page: they must not import views or pages.',
  },
  {
    target: site.views,
    from: site.pages,
    message: 'Views are shared by pages: they must not import a page.',
  },
  {
    target: './server',
    from: [
      site.pages,
      site.views,
      site.layouts,
      site.components,
      site.islands,
      site.scripts,
      site.stores,
    ],
    message:
      'The front server runs in Node in front of the build: it uses its own files, contract/ and the pure src/lib.',
  },
  {
    target: './src',
    from: './server',
    message: 'The site does not import the front server (server/): it runs in front of the build.',
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
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/islands/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.astro'],
    languageOptions: {
      parserOptions: {
        parser: tseslint.parser,
        projectService: false,
        project: './tsconfig.astro-lint.json',
      },
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
