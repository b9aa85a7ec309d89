export { ProviderGrid } from './ProviderGrid';
export { ProvidersPage } from './ProvidersPage';
