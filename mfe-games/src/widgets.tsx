import { ProviderGrid } from './features/providers';

export const widgets = { Providers: ProviderGrid };
