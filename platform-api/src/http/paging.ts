// Paged lists: the page a repository reads, once the body's paging fields have their defaults.

export interface PageQuery {
  page: number;
  pageSize: number;
}

/** The page a body asks for: by default the first, of 20 entries. */
export const pageAskedFor = ({ page = 1, pageSize = 20 }: Partial<PageQuery>): PageQuery => ({
  page,
  pageSize,
});

/** The page an admin query string asks for: its digits as numbers (the schema gives defaults). */
export const pageOfQuery = (query: {
  page: number | string;
  pageSize: number | string;
}): PageQuery => ({ page: Number(query.page), pageSize: Number(query.pageSize) });
