// Paged lists: the query fields of a page and the page every list answers.

import { Type, type TSchema } from '@sinclair/typebox';

export interface PageQuery {
  page: number;
  pageSize: number;
}

export const PageFields = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};

export const PageSchema = <Item extends TSchema>(item: Item) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  });
