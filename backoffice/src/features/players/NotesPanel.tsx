import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormError, LocalTime, buttons, useSubmit } from '@croupier/ui';
import { HistoryTable } from './HistoryTable';
import { NOTE_MAX_LENGTH, addNote, type PlayerNote } from './playersApi';
import styles from './players.module.scss';

/** The staff's internal notes on the player, newest first, and the form that adds one. */
export function NotesPanel({ playerId }: { playerId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [showError, setShowError] = useState(false);
  // A new note remounts the list on its first page, where the note now stands.
  const [listVersion, setListVersion] = useState(0);
  const { isSending, failure, run } = useSubmit();
  const trimmed = text.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowError(true);
    if (!trimmed) return;
    if (await run(() => addNote(playerId, trimmed))) {
      setText('');
      setShowError(false);
      setListVersion((version) => version + 1);
    }
  }

  return (
    <div className={styles.notes}>
      <form
        className={styles.noteForm}
        aria-label={t('players.addNote')}
        onSubmit={(event) => void submit(event)}
      >
        <Field
          id="player-note"
          label={t('players.note')}
          error={showError && !trimmed ? t('validation.required') : null}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={text}
              maxLength={NOTE_MAX_LENGTH}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
        <FormError message={failure} />
        <div className={styles.actions}>
          <button type="submit" className={buttons.compactPrimary} disabled={isSending}>
            {t('players.addNote')}
          </button>
        </div>
      </form>
      <HistoryTable<PlayerNote>
        key={listVersion}
        playerId={playerId}
        name="notes"
        columns={[
          { label: t('players.at'), kind: 'date', value: (note) => note.createdAt },
          { label: t('players.author'), value: (note) => note.author },
          { label: t('players.note'), value: (note) => note.text },
        ]}
        rowOf={(note) => (
          <tr key={note.noteId}>
            <td>
              <LocalTime at={note.createdAt} withTime />
            </td>
            <td>{note.author}</td>
            <td className={styles.wrap}>{note.text}</td>
          </tr>
        )}
      />
    </div>
  );
}
