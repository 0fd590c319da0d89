import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const recommendedOperations = graphqlPlugin.configs['flat/operations-recommended'].rules;

/** Two sets of operations, each checked against the SDL on its own (names may repeat across them). */
const OPERATION_SETS = {
  web: 'web/src/**/*.graphql',
  tests: 'tests/**/*.graphql',
};
const graphQLConfig = {
  projects: Object.fromEntries(
    Object.entries(OPERATION_SETS).map(([name, documents]) => [
      name,
      { schema: 'schema/src/graphql/*.graphql', documents },
    ]),
  ),
};

const graphqlOperations = {
  files: Object.values(OPERATION_SETS),
  languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig } },
  plugins: { '@graphql-eslint': graphqlPlugin },
  rules: {
    ...recommendedOperations,
    // Fragments are named after the component that reads them: SeasonForm_season (STYLE.md).
    '@graphql-eslint/naming-convention': [
      'error',
      {
        ...recommendedOperations['@graphql-eslint/naming-convention'][1],
        FragmentDefinition: {
          requiredPattern: /^[A-Z][A-Za-z0-9]*(_[a-z][A-Za-z0-9]*)?$/,
          forbiddenPrefixes: ['Fragment'],
          forbiddenSuffixes: ['Fragment'],
        },
      },
    ],
  },
};

/** The SDL: every type, field, argument, input field and enum value says what it is (CONTRIBUTING). */
const graphqlSchema = {
  files: ['schema/src/graphql/*.graphql'],
  // The same config as the operations: the parser keeps the first one it loads for every file.
  languageOptions: { parser: graphqlPlugin.parser, parserOptions: { graphQLConfig } },
  plugins: { '@graphql-eslint': graphqlPlugin },
  rules: {
    '@graphql-eslint/require-description': [
      'error',
      {
        types: true,
        DirectiveDefinition: true,
        FieldDefinition: true,
        InputValueDefinition: true,
        EnumValueDefinition: true,
        OperationDefinition: false,
      },
    ],
  },
};

/**
 * Import circles are refused in these packages (import-x/no-cycle follows `import()` too, but
 * not `import type`). Set this to false to take the gateway out again, should a circle come back
 * through `gateway/src/__generated__/resolvers-types.ts` while codegen mappers are reworked.
 */
const GATEWAY_IMPORT_CYCLE_CHECK = true;
const CYCLE_CHECKED = [
  'web',
  'schema',
  'sandbox',
  ...(GATEWAY_IMPORT_CYCLE_CHECK ? ['gateway'] : []),
];

const importResolution = {
  plugins: { 'import-x': importX },
  settings: {
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
    'import-x/resolver-next': [
      createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] }),
    ],
  },
};

const importCycles = {
  ...importResolution,
  files: CYCLE_CHECKED.map((pkg) => `${pkg}/**/*.{ts,tsx,mts}`),
  // Nothing imports a test, so no circle runs through one.
  ignores: ['**/*.test.{ts,tsx}'],
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

/**
 * A web feature imports another only through that feature's `index.ts`, its public face; what
 * two features share belongs in components/ or shell/, which import no feature (the route list
 * in web/src/routes.tsx and web/src/sections.ts gathers them). Tests may borrow another
 * feature's mocks.
 */
const WEB_FEATURES = readdirSync(new URL('web/src/features', import.meta.url));
const featureBoundaries = {
  ...importResolution,
  files: ['web/src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: [
          ...WEB_FEATURES.map((feature) => ({
            target: `./web/src/features/${feature}`,
            from: './web/src/features',
            except: [
              `./${feature}`,
              ...WEB_FEATURES.filter((other) => other !== feature).map(
                (other) => `./${other}/index.ts`,
              ),
            ],
            message:
              'Import another feature through its index.ts, or move what both use to components/ or shell/.',
          })),
          {
            target: ['./web/src/shell', './web/src/components', './web/src/apollo'],
            from: './web/src/features',
            message:
              'The shell and the kit know no feature: the sections reach the shell through SectionsProvider.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/__generated__/**',
      '.data/**',
      '.tmp/**',
      'codegen/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  importCycles,
  featureBoundaries,
  graphqlOperations,
  graphqlSchema,
);
