import { Fragment, useState, type ReactNode } from 'react';
import { panels } from '@croupier/ui';
import { BrandPicker, useBrands } from './BrandPicker';

/**
 * A panel of one brand's settings at a time: its title and hint, the brand picker (the first brand
 * until another is picked), then `children` for the picked brand, drawn afresh for each brand.
 * Ids: `<id>-title` and `<id>-brand`.
 */
export function PickedBrandPanel({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint: ReactNode;
  children: (brandId: string) => ReactNode;
}) {
  const brands = useBrands();
  const [chosenBrand, setChosenBrand] = useState('');
  const firstBrand = brands.status === 'ready' ? (brands.data[0]?.brandId ?? '') : '';
  const brandId = chosenBrand || firstBrand;
  return (
    <section className={panels.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{hint}</p>
      <BrandPicker id={`${id}-brand`} brands={brands} value={brandId} onChange={setChosenBrand} />
      {brandId && <Fragment key={brandId}>{children(brandId)}</Fragment>}
    </section>
  );
}
