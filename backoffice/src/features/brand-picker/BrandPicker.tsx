import { useTranslation } from 'react-i18next';
import { Loaded, SelectField, useRequest, type Request } from '@croupier/ui';
import { loadBrands, type BrandSummary } from './brands';

/** The brands of the member's scope, loaded once per page. */
export function useBrands(): Request<BrandSummary[]> {
  return useRequest(loadBrands);
}

interface BrandPickerProps {
  id: string;
  brands: Request<BrandSummary[]>;
  value: string;
  onChange: (brandId: string) => void;
  /** Offers "every brand of my scope" as the empty value. */
  allowAll?: boolean;
}

/** A choice among the member's brands only: the API refuses the others anyway. */
export function BrandPicker({ id, brands, value, onChange, allowAll = false }: BrandPickerProps) {
  const { t } = useTranslation();
  return (
    <Loaded request={brands}>
      {(list) => (
        <SelectField
          id={id}
          label={t('brands.brand')}
          value={value}
          onChange={onChange}
          options={[
            ...(allowAll ? [{ value: '', label: t('brands.all') }] : []),
            ...list.map((brand) => ({ value: brand.brandId, label: brand.name })),
          ]}
        />
      )}
    </Loaded>
  );
}
