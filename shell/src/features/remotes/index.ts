export { registerBrandRemotes, isRemoteRegistered } from './remoteLoader';
export { routeRemoteReady } from './routeRemote';
export { RemoteOutlet } from './RemoteOutlet';
export { RemoteWidget } from './RemoteWidget';
export { SectionLoading } from './SectionLoading';
export { takePreloadedBrandConfig } from './pagePreload';
