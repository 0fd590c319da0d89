import js from '@eslint/js';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
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
  graphqlOperations,
  graphqlSchema,
);
