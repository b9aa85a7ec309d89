import { useTranslation } from 'react-i18next';
import { SubNav } from './SubNav';

export interface SectionPage {
  /** Written with its trailing slash, as the rest of the site links it. */
  to: string;
  /** The key of the page's link text in the section's namespace. */
  labelKey: string;
}

/** A section's page links in its own texts' namespace, whose `nav.label` names the navigation. */
export function SectionNav({
  namespace,
  pages,
}: {
  namespace: string;
  pages: readonly SectionPage[];
}) {
  const { t } = useTranslation(namespace);
  const links = pages.map(({ to, labelKey }) => ({ to, label: t(labelKey) }));
  return <SubNav links={links} label={t('nav.label')} />;
}
