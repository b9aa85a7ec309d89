export { RemoteRegistryPage } from './RemoteRegistryPage';
