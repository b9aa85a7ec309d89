export { JackpotWidget } from './JackpotWidget';
