import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField, useSubmit } from '@croupier/ui';
import { ConfirmForm } from './ConfirmForm';

/** What the admin API takes for a staff note. */
const NOTE_MAX_LENGTH = 2000;

export interface ListedReason<Code extends string> {
  reason: Code;
  /** For staff only; null when left empty. */
  note: string | null;
}

/**
 * Asks for the reason of a decline or a rejection from its closed list (the player reads it
 * translated, with what to do) and an optional note only staff read, then confirms it.
 */
export function ListedReasonForm<Code extends string>({
  id,
  title,
  reasons,
  reasonLabel,
  confirmLabel,
  isSending,
  onConfirm,
  onCancel,
  children,
}: {
  id: string;
  title: string;
  reasons: readonly Code[];
  reasonLabel: (code: Code) => string;
  confirmLabel: string;
  isSending: boolean;
  onConfirm: (chosen: ListedReason<Code>) => void;
  onCancel: () => void;
  /** More fields of the decision, between the note and the buttons. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<Code | ''>('');
  const [note, setNote] = useState('');
  const { submit, showErrors } = useSubmit({
    isValid: reason !== '',
    send: async () => {
      if (reason !== '') onConfirm({ reason, note: note.trim() || null });
    },
  });

  return (
    <ConfirmForm
      title={title}
      confirmLabel={confirmLabel}
      isSending={isSending}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <SelectField
        id={`${id}-reason`}
        label={t('reasons.reason')}
        value={reason}
        options={[
          { value: '', label: t('reasons.choose') },
          ...reasons.map((code) => ({ value: code, label: reasonLabel(code) })),
        ]}
        onChange={(value) => setReason(value as Code | '')}
        error={showErrors && reason === '' ? t('validation.required') : null}
      />
      <TextField
        id={`${id}-note`}
        label={t('reasons.note')}
        value={note}
        maxLength={NOTE_MAX_LENGTH}
        onChange={(event) => setNote(event.target.value)}
      />
      {children}
    </ConfirmForm>
  );
}
