export { AmountCell, TimeCell } from './cells';
export { headings } from './headings';
export { ListTable, TableOrEmpty } from './ListTable';
export { PagedTable } from './PagedTable';
