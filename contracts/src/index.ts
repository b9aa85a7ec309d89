// The wire contract of the platform API: TypeBox schemas of every /v1 body and answer and of the
// realtime events, with the types derived from them. The API validates and documents with the
// schemas; the frontends import the types only (and the plain lists of codes.ts).

export * from './codes';
export * from './error-codes';
export * from './error-reasons';
export * from './api';
export * from './account';
export * from './admin-content';
export * from './admin-operations';
export * from './admin-payments-queue';
export * from './admin-players';
export * from './admin-kyc';
export * from './admin-staff';
export * from './brand';
export * from './brand-settings';
export * from './brand-artwork';
export * from './catalog';
export * from './content';
export * from './games';
export * from './protection';
export * from './realtime';
export * from './wallet';
export * from './reports';
export * from './originals';
export * from './bonus';
export * from './compliance';
