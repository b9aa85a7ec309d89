export { SwapPage } from './SwapPage';
