// Paged lists: the page a repository reads, once the body's paging fields have their defaults.

export interface PageQuery {
  page: number;
  pageSize: number;
}
