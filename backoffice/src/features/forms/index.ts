export { ReasonForm } from './ReasonForm';
export { useDraftForm } from './useDraftForm';
