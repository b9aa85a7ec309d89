export { CheckField } from './CheckField';
export { ConfirmButton } from './ConfirmButton';
export { ReasonForm } from './ReasonForm';
export { useDraftForm } from './useDraftForm';
