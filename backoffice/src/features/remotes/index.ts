export { BrandRemotes, RemoteRegistryPage } from './RemoteRegistryPage';
