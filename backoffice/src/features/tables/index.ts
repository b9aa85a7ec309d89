export { AmountCell, TimeCell } from './cells';
export { count, date, decimal, text, type Column } from './columns';
export { headings } from './headings';
export { ListTable, TableOrEmpty } from './ListTable';
export { PagedTable } from './PagedTable';
