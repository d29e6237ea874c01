// One lint setup for every package of the workspace (flat config).
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import seedshop from './scripts/eslint/web-layers.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/next-env.d.ts',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.data/**',
      // The empty reference Next app bench/home-load.mjs writes and builds.
      'bench/.reference-app/**',
      // Generated: the Studio build, and Sanity TypeGen's output (`pnpm typegen`).
      'studio/dist/**',
      'studio/.sanity/**',
      'web/src/content/sanity.types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { next: { rootDir: 'web/' } },
    plugins: {
      '@next/next': nextPlugin,
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
    },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // Settings come from one validated module per app (CONVENTIONS.md, t3 habit).
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from web/src/config/env.ts.' },
      ],
    },
  },
  {
    // Foundations, features and the composition root (docs/architecture.md).
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { seedshop },
    rules: { 'seedshop/web-layers': 'error' },
  },
  {
    files: ['web/src/config/env.ts', 'web/next.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // The shop API reads its settings in one validated module too.
    files: ['shop/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from shop/src/env.ts.' },
      ],
    },
  },
  {
    files: ['shop/src/env.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'bench/**/*.{js,mjs,ts}', 'scripts/**/*.mjs'],
    rules: { 'no-console': 'off', 'no-restricted-properties': 'off' },
  },
);
