import { useTranslation } from 'react-i18next';
import { TextField, buttons } from '@croupier/ui';
import { instantOf, localDateTime } from '../forms';
import type { Banner } from './brandsApi';
import { LanguageArtworkFields, type BannerArtworkContext } from './LanguageArtworkFields';
import type { SettingsPartProps } from './SettingsFieldset';
import styles from './brands.module.scss';

const LABELS = { img: 'brands.banners.image', redirect: 'brands.banners.redirect' } as const;

/**
 * One banner of a list: its picture, where it leads, when it shows (in the staff member's time
 * zone; empty: no bound), a button taking it off the list, and its own artwork per language.
 */
export function BannerRow({
  listPath,
  index,
  banner,
  artwork,
  errorOf,
  onChange,
  onRemove,
}: {
  /** The list's place in the settings, as its errors are keyed: `banners.home.desktop`. */
  listPath: string;
  index: number;
  banner: Banner;
  artwork: BannerArtworkContext;
  errorOf: SettingsPartProps<Banner>['errorOf'];
  onChange: (banner: Banner) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const number = index + 1;
  const field = (name: keyof typeof LABELS) => (
    <TextField
      id={`${listPath}-${index}-${name}`}
      label={t(LABELS[name], { number })}
      value={banner[name]}
      onChange={(event) => onChange({ ...banner, [name]: event.target.value.trim() })}
      error={errorOf(`${listPath}.${index}.${name}`)}
    />
  );

  const when = (name: 'from' | 'until') => (
    <TextField
      id={`${listPath}-${index}-${name}`}
      type="datetime-local"
      label={t(`brands.banners.${name}`, { number })}
      value={banner[name] === undefined ? '' : localDateTime(banner[name])}
      onChange={(event) => {
        const { [name]: _bound, ...unbounded } = banner;
        const instant = instantOf(event.target.value);
        onChange(instant === null ? unbounded : { ...unbounded, [name]: instant });
      }}
      error={errorOf(`${listPath}.${index}.${name}`)}
    />
  );

  return (
    <div className={styles.bannerRow}>
      {field('img')}
      {field('redirect')}
      {when('from')}
      {when('until')}
      <button type="button" className={buttons.compactSecondary} onClick={onRemove}>
        {t('brands.banners.remove', { number })}
      </button>
      <LanguageArtworkFields
        id={`${listPath}-${index}-artwork`}
        number={number}
        banner={banner}
        artwork={artwork}
        onChange={onChange}
      />
    </div>
  );
}
