export { type BrandDomains, brandDomainsOf, siteSourceOf } from './brand-domains.js';
export { gameOriginsFor } from './game-origins.js';
export { displayedLanguages, languageOptions } from './languages.js';
export { brandExists, type BrandRecord, findBrand, listBrandSummaries } from './repository.js';
export { BrandParams, requireKnownBrand } from './brand-scope.js';
export { brandRoutes } from './routes.js';
export { brandRemoteRoutes } from './admin-remote-routes.js';
export { brandSettingsRoutes } from './settings-routes.js';
export type { StoredBrandConfig } from './schema.js';
