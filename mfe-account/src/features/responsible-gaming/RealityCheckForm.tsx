import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorMessage,
  eventBus,
  realityCheck,
  REALITY_CHECK_MINUTES,
  type RealityCheck,
  type RealityCheckMinutes,
} from '@croupier/shared';
import {
  FormError,
  Loaded,
  SelectField,
  SubmitButton,
  forms,
  panels,
  useRequest,
  useSubmit,
} from '@croupier/ui';

const readSetting = () => realityCheck();

/** How often the site shows the player the session's time and results; off where the brand allows. */
export function RealityCheckForm() {
  const setting = useRequest<RealityCheck>(readSetting);
  return <Loaded request={setting}>{(data) => <IntervalForm setting={data} />}</Loaded>;
}

function IntervalForm({ setting }: { setting: RealityCheck }) {
  const { t } = useTranslation('account');
  const [minutes, setMinutes] = useState(setting.minutes);
  const [saved, setSaved] = useState(false);
  const { run, isSending, failure: formError } = useSubmit({ describeFailure: errorMessage });
  const choices = REALITY_CHECK_MINUTES.filter((choice) => choice !== 0 || setting.canBeOff);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    await run(async () => {
      const answer = await realityCheck(minutes as RealityCheckMinutes);
      // The shell's reminder follows the new interval without a reload.
      eventBus.emit('realityCheck:changed', { minutes: answer.minutes });
      setSaved(true);
    });
  }

  return (
    <form
      noValidate
      className={`${panels.panel} ${forms.form}`}
      onSubmit={(event) => void submit(event)}
      aria-labelledby="reality-check-title"
    >
      <h2 id="reality-check-title">{t('rg.realityCheck.title')}</h2>
      <p>{t('rg.realityCheck.explanation')}</p>
      <SelectField
        id="reality-check-minutes"
        label={t('rg.realityCheck.interval')}
        value={String(minutes)}
        options={choices.map((choice) => ({
          value: String(choice),
          label:
            choice === 0
              ? t('rg.realityCheck.off')
              : t('rg.realityCheck.every', { minutes: choice }),
        }))}
        onChange={(value) => setMinutes(Number(value))}
      />
      <FormError message={formError} />
      {saved && <p role="status">{t('rg.realityCheck.saved')}</p>}
      <SubmitButton isSending={isSending}>{t('rg.realityCheck.submit')}</SubmitButton>
    </form>
  );
}
