import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type Exclusion } from '@croupier/shared';
import {
  FormError,
  SelectField,
  SubmitButton,
  buttons,
  forms,
  panels,
  useSubmit,
} from '@croupier/ui';

/**
 * A time-out or self-exclusion: a length to choose, then a confirmation, since neither can be
 * lifted early. `exclude` sends the chosen length; `onExcluded` hears the server's answer.
 */
export function ExclusionForm<Length extends number>({
  kind,
  lengths,
  lengthLabel,
  extraFields,
  exclude,
  onExcluded,
}: {
  kind: 'timeOut' | 'selfExclusion';
  lengths: readonly Length[];
  lengthLabel: (length: Length) => string;
  extraFields?: ReactNode;
  exclude: (length: Length) => Promise<Exclusion>;
  onExcluded: (exclusion: Exclusion) => void;
}) {
  const { t } = useTranslation('account');
  const [length, setLength] = useState<Length>(lengths[0] as Length);
  const [isConfirming, setIsConfirming] = useState(false);
  const { run, isSending, failure: formError } = useSubmit({ describeFailure: errorMessage });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isConfirming) {
      setIsConfirming(true);
      return;
    }
    await run(async () => {
      onExcluded(await exclude(length));
    });
  }

  return (
    <form
      noValidate
      className={`${panels.panel} ${forms.form}`}
      onSubmit={(event) => void submit(event)}
    >
      <h2>{t(`rg.${kind}.title`)}</h2>
      <p>{t(`rg.${kind}.explanation`)}</p>
      <SelectField
        id={`${kind}-length`}
        label={t(`rg.${kind}.length`)}
        value={String(length)}
        options={lengths.map((option) => ({ value: String(option), label: lengthLabel(option) }))}
        onChange={(value) => {
          setLength(Number(value) as Length);
          setIsConfirming(false);
        }}
      />
      {extraFields}
      {isConfirming && (
        <p role="alert">{t(`rg.${kind}.confirm`, { length: lengthLabel(length) })}</p>
      )}
      <FormError message={formError} />
      <div className={forms.actions}>
        <SubmitButton isSending={isSending}>
          {isConfirming ? t(`rg.${kind}.confirmSubmit`) : t(`rg.${kind}.submit`)}
        </SubmitButton>
        {isConfirming && (
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => setIsConfirming(false)}
            disabled={isSending}
          >
            {t('rg.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
