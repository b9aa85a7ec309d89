export { AmountCell, TimeCell } from './cells';
export { ListTable } from './ListTable';
export { PagedTable } from './PagedTable';
