export { PlayGamePage } from './PlayGamePage';
export { PlayIndexPage } from './PlayIndexPage';
