import { lazy } from 'react';

// The brand's content pages load, together, when a player opens one, not with every page.
const contentPages = () => import('./pages');

export const ArticlePage = lazy(() =>
  contentPages().then((module) => ({ default: module.ArticlePage })),
);
export const ArticlesPage = lazy(() =>
  contentPages().then((module) => ({ default: module.ArticlesPage })),
);
export const FaqPage = lazy(() => contentPages().then((module) => ({ default: module.FaqPage })));
export const PromotionsPage = lazy(() =>
  contentPages().then((module) => ({ default: module.PromotionsPage })),
);
