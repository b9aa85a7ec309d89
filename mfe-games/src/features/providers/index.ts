export { ProviderGrid } from './ProviderGrid';
export { useStaticList } from './useStaticList';
export type { GameProvider } from './types';
