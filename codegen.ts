import type { CodegenConfig } from '@graphql-codegen/cli';

/** One schema (libs/api-client), one operation per .graphql file in any lib; typed documents land in api-client. */
const config: CodegenConfig = {
  schema: 'libs/api-client/src/schema.graphql',
  documents: ['libs/*/src/**/*.graphql', '!libs/api-client/src/schema.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'libs/api-client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        documentMode: 'documentNode',
        avoidOptionals: { field: true, inputValue: false },
      },
    },
  },
};

export default config;
