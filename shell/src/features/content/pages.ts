export { ArticlePage } from './ArticlePage';
export { ArticlesPage } from './ArticlesPage';
export { FaqPage } from './FaqPage';
export { PromotionsPage } from './PromotionsPage';
