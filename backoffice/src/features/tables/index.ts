export { AmountCell, TimeCell } from './cells';
export type { Column } from './columns';
export { headings } from './headings';
export { ListTable, TableOrEmpty } from './ListTable';
export { PagedTable, ServerPagedTable } from './PagedTable';
