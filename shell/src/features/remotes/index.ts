export { registerBrandRemotes, isRemoteRegistered } from './remoteLoader';
export { RemoteOutlet } from './RemoteOutlet';
export { RemoteWidget } from './RemoteWidget';
export { SectionLoading } from './SectionLoading';
export { takePreloadedBrandConfig } from './pagePreload';
