import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRequest } from '@croupier/ui';
import { ListTable } from '../tables';
import { loadBrands } from '../brand-picker';

/** The brands of the member's scope, each opening its settings and remotes. */
export function BrandsPage() {
  const { t } = useTranslation();
  const brands = useRequest(loadBrands);
  return (
    <section aria-labelledby="brands-title">
      <h1 id="brands-title">{t('brands.title')}</h1>
      <ListTable
        request={brands}
        empty={t('brands.empty')}
        csvName="brands"
        columns={[
          { label: t('brands.name'), value: (brand) => brand.name },
          { label: t('brands.id'), value: (brand) => brand.brandId },
        ]}
        rowOf={(brand) => (
          <tr key={brand.brandId}>
            <td>
              <Link to={`/brands/${encodeURIComponent(brand.brandId)}`}>{brand.name}</Link>
            </td>
            <td>{brand.brandId}</td>
          </tr>
        )}
      />
    </section>
  );
}
