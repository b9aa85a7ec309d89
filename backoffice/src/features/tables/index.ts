export { AmountCell, TimeCell } from './cells';
export { headings } from './headings';
export { ListTable } from './ListTable';
export { PagedTable } from './PagedTable';
