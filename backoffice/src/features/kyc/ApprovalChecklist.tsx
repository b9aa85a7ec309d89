import { useTranslation } from 'react-i18next';
import { CheckField } from '../forms';

/** What a reviewer confirms before approving; the address only when a proof of it was sent. */
export function checklistFor({
  hasAddressProof,
  screeningMatch,
}: {
  hasAddressProof: boolean;
  screeningMatch: boolean;
}): string[] {
  return [
    'nameMatches',
    'dateOfBirthMatches',
    'documentValid',
    ...(hasAddressProof ? ['addressMatches'] : []),
    ...(screeningMatch ? ['screeningReviewed'] : []),
  ];
}

/** The checklist's boxes; approval waits until every one is ticked. */
export function ApprovalChecklist({
  items,
  checked,
  onChange,
}: {
  items: string[];
  checked: ReadonlySet<string>;
  onChange: (checked: ReadonlySet<string>) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend>{t('kyc.checklist.title')}</legend>
      {items.map((item) => (
        <CheckField
          key={item}
          label={t(`kyc.checklist.${item}`)}
          checked={checked.has(item)}
          onChange={(isChecked) => {
            const next = new Set(checked);
            if (isChecked) next.add(item);
            else next.delete(item);
            onChange(next);
          }}
        />
      ))}
    </fieldset>
  );
}
