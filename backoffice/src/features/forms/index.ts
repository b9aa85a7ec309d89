export { ReasonForm } from './ReasonForm';
