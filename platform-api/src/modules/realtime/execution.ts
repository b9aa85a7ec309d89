// Running operations outside a WebSocket (POST /graphql), and the error policy of both transports.

import type { FastifyBaseLogger } from 'fastify';
import {
  execute,
  getOperationAST,
  GraphQLError,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';

import { parseDocument, validationRules } from './document-limits.js';
import type { RealtimeContext } from './schema.js';

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/**
 * Errors the caller may read (GraphQL's own, and those resolvers raise on purpose) pass through;
 * any other failure is logged and answered with the catalogue's generic message.
 */
export function maskUnexpectedErrors(
  result: ExecutionResult,
  log: FastifyBaseLogger,
): ExecutionResult {
  if (result.errors === undefined) return result;
  return {
    ...result,
    errors: result.errors.map((error) => {
      const cause = error.originalError;
      if (cause === undefined || cause instanceof GraphQLError) return error;
      log.error({ err: cause, path: error.path }, 'GraphQL resolver failed');
      return new GraphQLError('An unexpected error occurred.', {
        nodes: error.nodes,
        path: error.path,
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
    }),
  };
}

/** A query or mutation; subscriptions need the WebSocket, which can push. */
export async function executeOverHttp(
  schema: GraphQLSchema,
  { query, variables, operationName }: GraphQLRequest,
  context: RealtimeContext,
  log: FastifyBaseLogger,
): Promise<ExecutionResult> {
  let document: DocumentNode;
  try {
    document = parseDocument(query);
  } catch (error) {
    if (error instanceof GraphQLError) return { errors: [error] };
    throw error;
  }
  const validationErrors = validate(schema, document, validationRules);
  if (validationErrors.length > 0) return { errors: validationErrors };
  if (getOperationAST(document, operationName)?.operation === 'subscription') {
    return {
      errors: [new GraphQLError('Subscriptions run over the WebSocket at /graphql')],
    };
  }
  const result = await execute({
    schema,
    document,
    variableValues: variables,
    operationName,
    contextValue: context,
  });
  return maskUnexpectedErrors(result, log);
}
