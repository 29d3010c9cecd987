// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mf-catalog', 'mf-product', 'mf-cart', 'mf-account'];

/** The walls of the house, as lint rules: who may import what. */
const wallsFor = (self) => {
  const others = ['shell', 'backend', ...remotes.filter((r) => r !== self)];
  return {
    patterns: [
      {
        group: others.flatMap((o) => [`@giftshop/${o}`, `@giftshop/${o}/*`]),
        message: 'A remote never imports the shell or another remote: the bus is the only channel.',
      },
      {
        regex: `^(\\.\\./)+(${[...others, 'shared'].join('|')})(/|$)`,
        message: 'Reach other rooms through their package (only @giftshop/shared is allowed), never by relative path.',
      },
      {
        group: ['react-router', 'react-router-dom'],
        message: "The router is the shell's: use ShopLink / useShopNavigation from @giftshop/shared.",
      },
      {
        group: ['@supabase/supabase-js', '@supabase/*'],
        message: 'There is one Supabase client: use getSupabase() from @giftshop/shared in src/api/*.',
      },
    ],
  };
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'dist-*/**',
      '**/dist-*/**',
      '.e2e-*/**',
      '.e2e-rebuild-*/**',
      '.e2e-hmr-*/**',
      '**/node_modules/**',
      '.data/**',
      'bench/out/**',
      '**/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: [
      'scripts/**',
      '**/scripts/**',
      '**/*.mjs',
      'monolith/**',
      'backend/**',
      'e2e/**',
      'supabase/**',
      '**/vite.config.ts',
      '*.config.{js,ts}',
      'shared/vite/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', wallsFor(remote)] },
  })),
  ...remotes.map((remote) => ({
    // Components never call supabase: only the remote's data module may.
    files: [`${remote}/src/**/*.{ts,tsx}`],
    ignores: [`${remote}/src/api/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...wallsFor(remote),
          paths: [
            { name: '@giftshop/shared', importNames: ['getSupabase'], message: 'Call supabase only from src/api/*.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: remotes.flatMap((r) => [`@giftshop/${r}`, `@giftshop/${r}/*`]),
              message: 'The shell loads remotes at run time only (remotes.json).',
            },
            { regex: `^(\\.\\./)+(${remotes.join('|')}|backend)(/|$)`, message: 'The shell never imports a remote.' },
            {
              group: ['@supabase/supabase-js', '@supabase/*'],
              message: 'There is one Supabase client, in @giftshop/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@giftshop/(?!shared)', message: 'shared depends on nothing of the shop.' }] },
      ],
    },
  },
);
