// Bounds on what one GraphQL document may ask for, applied by every path that runs one (POST and
// the WebSocket) before anything executes: its size in tokens, its depth, its aliases, and one
// operation per document. The realtime operations need a few dozen tokens, depth 3 and no alias.

import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import {
  GraphQLError,
  Kind,
  specifiedRules,
  type ASTVisitor,
  type DocumentNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export const MAX_TOKENS = 1_000;
export const MAX_DEPTH = 8;
export const MAX_ALIASES = 10;

/** The rules' errors become validation errors rather than exceptions out of validate(). */
const reportRejection = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => context?.reportError(error),
  ],
};

function oneOperationPerDocument(context: ValidationContext): ASTVisitor {
  const operations = context
    .getDocument()
    .definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (operations.length > 1) {
    context.reportError(
      new GraphQLError('A document may hold only one operation', { nodes: operations }),
    );
  }
  return {};
}

export const validationRules: readonly ValidationRule[] = [
  ...specifiedRules,
  oneOperationPerDocument,
  // Introspection counts too: its nested ofType chains are the classic deep query.
  maxDepthRule({ n: MAX_DEPTH, ignoreIntrospection: false, ...reportRejection }),
  maxAliasesRule({ n: MAX_ALIASES, ...reportRejection }),
];

/** The document of `query`; throws a GraphQLError for bad syntax or too many tokens. */
export function parseDocument(query: string): DocumentNode {
  return new MaxTokensParserWLexer(query, { n: MAX_TOKENS }).parseDocument();
}
