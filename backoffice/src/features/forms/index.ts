export { CheckField } from './CheckField';
export { ConfirmButton } from './ConfirmButton';
export { ReasonForm } from './ReasonForm';
export { useDraftForm } from './useDraftForm';
export { useSettingsForm } from './useSettingsForm';
export { StoredSettings } from './StoredSettings';
export { ListedReasonForm, type ListedReason } from './ListedReasonForm';
export { instantOf, localDateTime } from './localDateTime';
export { dayRangeProblems, localDayRange, type DayRange } from './dayRange';
