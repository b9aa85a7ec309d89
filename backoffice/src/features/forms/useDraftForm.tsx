import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, useSubmit } from '@croupier/ui';

type Strings<Draft> = { [Name in keyof Draft]: string };

/**
 * A form over a draft of strings: on submit the draft is normalised and checked, and only a draft
 * without problems is sent; a sent draft empties the form and shows the outcome `send` answers.
 * The field `name` has the id `<idPrefix>-<name>` and the label `<textsPrefix>.<name>`.
 */
export function useDraftForm<Draft extends Strings<Draft>, Sent>({
  idPrefix,
  textsPrefix,
  empty,
  normalise,
  problemsOf,
  send,
  onSent,
}: {
  idPrefix: string;
  textsPrefix: string;
  empty: Draft;
  normalise: (draft: Draft) => Sent;
  /** Text keys of the problems by field name. */
  problemsOf: (sent: Sent) => Partial<Record<string, string>>;
  send: (sent: Sent) => Promise<string>;
  onSent?: () => unknown;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(empty);
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const [outcome, setOutcome] = useState<string | null>(null);
  const { run, isSending, failure, forgetFailure } = useSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const sent = normalise(draft);
    const found = problemsOf(sent);
    setProblems(found);
    forgetFailure();
    setOutcome(null);
    if (Object.keys(found).length > 0) return;
    await run(async () => {
      setOutcome(await send(sent));
      setDraft(empty);
      await onSent?.();
    });
  }

  const field = (name: keyof Draft & string, inputMode?: 'decimal') => {
    const problem = problems[name];
    return (
      <TextField
        id={`${idPrefix}-${name}`}
        label={t(`${textsPrefix}.${name}`)}
        value={draft[name]}
        inputMode={inputMode}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        error={problem ? t(problem) : null}
      />
    );
  };

  /** The field `name` drawn by `render` (a picker, say) with the same id, label and error. */
  const custom = (
    name: keyof Draft & string,
    render: (props: {
      id: string;
      label: string;
      value: string;
      onChange: (value: string) => void;
      error: string | null;
    }) => ReactNode,
  ) => {
    const problem = problems[name];
    return render({
      id: `${idPrefix}-${name}`,
      label: t(`${textsPrefix}.${name}`),
      value: draft[name],
      onChange: (value) => setDraft({ ...draft, [name]: value }),
      error: problem ? t(problem) : null,
    });
  };

  return { field, custom, submit, isSending, failure, outcome };
}
