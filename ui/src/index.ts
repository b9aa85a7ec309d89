export { AmountInBaseCurrency } from './components/AmountInBaseCurrency';
export { ArtworkImage } from './components/ArtworkImage';
export { BannerPicture } from './components/BannerPicture';
export { BANNER_MOBILE_MEDIA, BANNER_SIZES } from './components/bannerSizes';
export { Field, type ControlProps } from './components/Field';
export { SelectField } from './components/SelectField';
export { TextField } from './components/TextField';
export { SubmitButton } from './components/SubmitButton';
export { FormError } from './components/FormError';
export { EmptyState, Loaded, Loading } from './components/RequestStates';
export { DataTable, LocalTime, type ColumnSort, type DataColumn } from './components/DataTable';
export { cardColumns } from './components/cardColumns';
export { MoneyAmount, amountText, currencyDecimals, moneyText } from './components/MoneyAmount';
export { Pager } from './components/Pager';
export { RoundRecord, type FormatAmount } from './components/RoundRecord';
export {
  YearStatementView,
  useYearStatement,
  type YearStatementChoice,
  type YearStatementLine,
} from './components/YearStatement';
export { SectionNav, type SectionPage } from './components/SectionNav';
export { SubNav, type SubNavLink } from './components/SubNav';
export {
  UiNamespace,
  useUiNamespace,
  withUiNamespace,
  withUiNamespaceWidgets,
} from './components/UiNamespace';
export { GRADIENT_PALETTES, gradientCss, type GradientPalette } from './theme/gradientThemes';
export { useSubmit, type SubmitOptions } from './hooks/useSubmit';
export { useIdempotencyKey } from './hooks/useIdempotencyKey';
export { useRequest, type Request, type RequestState } from './hooks/useRequest';
export { default as banners } from './styles/banners.module.scss';
export { default as buttons } from './styles/buttons.module.scss';
export { default as forms } from './styles/forms.module.scss';
export { default as panels } from './styles/panels.module.scss';
