// One lint setup for the workspace: TypeScript's recommended rules, the rules of hooks and, for the
// browser apps, formatjs's rules (no visible text outside the message catalogues).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import formatjs from 'eslint-plugin-formatjs';
import globals from 'globals';

/**
 * formatjs's `no-literal-string-in-jsx`, reporting only text with a letter in it. The original also
 * flags JSX spacing (`{' '}`) and symbols (`×`, `—`, `…`) that no language translates; the rest of
 * its behaviour (which elements and props it reads) is unchanged.
 */
const textOf = (node) => {
  if (node.type === 'JSXText') return node.value;
  if (node.type === 'Literal') return String(node.value);
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ');
  if (node.type === 'JSXAttribute' && node.value?.type === 'Literal') return String(node.value.value);
  return 'x';
};
const noWordsOutsideMessages = {
  meta: { ...formatjs.rules['no-literal-string-in-jsx'].meta, docs: { description: 'No untranslated words in JSX' } },
  create(context) {
    const filtered = Object.create(context, {
      report: { value: (descriptor) => (/\p{L}/u.test(textOf(descriptor.node)) ? context.report(descriptor) : undefined) },
    });
    return formatjs.rules['no-literal-string-in-jsx'].create(filtered);
  },
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.deploy-test/**', '**/drizzle/**', '**/test-results/**', '.data/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // `any` needs a comment saying why (DEVELOPERS.md); the lint makes each one visible.
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // Every string a shopper sees or hears goes through formatjs (11 languages, design §3): text in JSX
    // and the props that carry visible or spoken text. Tests and fixtures may write plain English.
    files: ['shell/src/**/*.tsx', 'mf-*/src/**/*.tsx', 'packages/{ui,address-form,remote-kit,i18n}/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/testing/**'],
    plugins: { formatjs, ph: { rules: { 'no-literal-string-in-jsx': noWordsOutsideMessages } } },
    rules: {
      'ph/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [['*', '{label,placeholder,title,alt,hint,message,legend,heading,description,error,retryLabel,caption,summary}']],
          },
        },
      ],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-offset': 'error',
    },
  },
  {
    // The page's policy allows a <style> written in the browser only with the page's nonce
    // (docs/architecture.md#content-security-policy): the UI kit's two helpers put it on.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'packages/ui/src/cspNonce.ts', 'packages/ui/src/InlineStyle.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXOpeningElement[name.name='style']", message: "Render <InlineStyle css={…} /> (@ph/ui): the page's policy needs the nonce on a <style>." },
        {
          selector: "CallExpression[callee.property.name='createElement'][arguments.0.value='style']",
          message: "Use createStyleElement (@ph/ui): the page's policy needs the nonce on a <style>.",
        },
      ],
    },
  },
  {
    // Playwright fixtures take `{}` and call `use`, which is not a React hook.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
