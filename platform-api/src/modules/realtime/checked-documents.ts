// Operations over the WebSocket repeat a few documents: every open tab of the site sends the same
// subscriptions. Each distinct text is parsed and validated once, within the document limits, and
// all its operations share the one document.

import { GraphQLError, validate, type DocumentNode, type GraphQLSchema } from 'graphql';

import { parseDocument, validationRules } from './document-limits.js';

/** Distinct texts remembered, least recently used first; clients send a handful. */
export const MAX_CHECKED_DOCUMENTS = 256;

/** A document fit to run, or the errors that refuse it. */
export type CheckedDocument = DocumentNode | readonly GraphQLError[];

export class CheckedDocuments {
  readonly #byText = new Map<string, CheckedDocument>();

  constructor(private readonly schema: GraphQLSchema) {}

  check(query: string): CheckedDocument {
    const known = this.#byText.get(query);
    if (known !== undefined) {
      this.#byText.delete(query);
      this.#byText.set(query, known);
      return known;
    }
    const checked = this.#parseAndValidate(query);
    this.#byText.set(query, checked);
    if (this.#byText.size > MAX_CHECKED_DOCUMENTS) {
      this.#byText.delete(this.#byText.keys().next().value as string);
    }
    return checked;
  }

  #parseAndValidate(query: string): CheckedDocument {
    let document: DocumentNode;
    try {
      document = parseDocument(query);
    } catch (error) {
      if (error instanceof GraphQLError) return [error];
      throw error;
    }
    const errors = validate(this.schema, document, validationRules);
    return errors.length > 0 ? errors : document;
  }
}
