export { WinningNumbersPage } from './WinningNumbersPage';
