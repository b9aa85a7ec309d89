// Expired tokens and stale login failures are deleted by the inserts that add new ones: each
// insert also removes up to this many old rows. That bounds the tables without a background job
// and works the same with any number of API processes.
export const ROWS_SWEPT_PER_INSERT = 100;
