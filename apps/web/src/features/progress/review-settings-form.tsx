import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { REVIEW_SETTING_LIMITS, reviewSettingsSchema } from '@langapp/shared';
import type { ReviewSettings } from '@langapp/shared';
import { useSaveReviewSettings } from '../../api/review';
import { ApiError } from '../../lib/api-client';

type FieldName = keyof ReviewSettings;
type Values = Record<FieldName, string>;

const SETTINGS_SAVED = 'Settings saved.';
export const SETTINGS_NOT_SAVED =
  'The settings could not be saved. Please check your connection and try again.';

const { desiredRetention, newPerDay, dailyGoal } = REVIEW_SETTING_LIMITS;

/**
 * The desired retention (a share, 0.8 to 0.97, as the server stores it) is shown and typed as a
 * percentage, the way a learner reads it: 90, not 0.9.
 */
const percentOf = (share: number) => Number((share * 100).toFixed(2));
const RECALL_MIN = percentOf(desiredRetention.min);
const RECALL_MAX = percentOf(desiredRetention.max);
const RECALL_ERROR = `The recall goal must be a number from ${RECALL_MIN} to ${RECALL_MAX}.`;

const FIELDS: {
  name: FieldName;
  label: string;
  hint: string;
  min: number;
  max: number;
  step: number;
  unit?: string;
}[] = [
  {
    name: 'desiredRetention',
    label: 'Recall goal',
    hint: `How many of your cards you want to still remember when they come back, in percent; higher means more reviews. From ${RECALL_MIN}% to ${RECALL_MAX}%; ${percentOf(desiredRetention.default)}% suits most learners.`,
    min: RECALL_MIN,
    max: RECALL_MAX,
    step: 1,
    unit: '%',
  },
  {
    name: 'newPerDay',
    label: 'New cards per day',
    hint: `Cards you see for the first time each day, ${newPerDay.min} to ${newPerDay.max}.`,
    ...newPerDay,
    step: 1,
  },
  {
    name: 'dailyGoal',
    label: 'Daily goal',
    hint: `Cards to review each day, ${dailyGoal.min} to ${dailyGoal.max}.`,
    ...dailyGoal,
    step: 1,
  },
];

const toValues = (settings: ReviewSettings): Values => ({
  desiredRetention: String(percentOf(settings.desiredRetention)),
  newPerDay: String(settings.newPerDay),
  dailyGoal: String(settings.dailyGoal),
});

/** An empty field is no number at all (Number('') would be 0), so the schema says what is missing. */
const toNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

const serverRefusal = (error: unknown) => (error instanceof ApiError ? error.serverError : undefined);

/** The learner's FSRS settings: checked here with the shared schema the server applies, then saved. */
export function ReviewSettingsForm({ settings }: { settings: ReviewSettings }) {
  const save = useSaveReviewSettings();
  const [values, setValues] = useState<Values>(() => toValues(settings));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [saved, setSaved] = useState(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  function change(name: FieldName, value: string) {
    setValues((previous) => ({ ...previous, [name]: value }));
    setSaved(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    save.reset();
    const recall = toNumber(values.desiredRetention);
    const recallValid = recall !== undefined && recall >= RECALL_MIN && recall <= RECALL_MAX;
    const parsed = reviewSettingsSchema.safeParse({
      desiredRetention: recallValid ? recall / 100 : desiredRetention.default,
      newPerDay: toNumber(values.newPerDay),
      dailyGoal: toNumber(values.dailyGoal),
    });
    if (!parsed.success || !recallValid) {
      // The recall goal is checked in percent here, so its message speaks in the field's unit.
      const found: Partial<Record<FieldName, string>> = recallValid ? {} : { desiredRetention: RECALL_ERROR };
      for (const issue of parsed.error?.issues ?? []) found[issue.path[0] as FieldName] ??= issue.message;
      setErrors(found);
      const first = FIELDS.find(({ name }) => found[name]);
      if (first) inputs.current[first.name]?.focus();
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: ({ settings: stored }) => {
        setValues(toValues(stored));
        setSaved(true);
      },
    });
  }

  // The server's sentence when it refused the settings; otherwise the connection is to blame.
  const failure = save.isError ? (serverRefusal(save.error) ?? SETTINGS_NOT_SAVED) : null;

  return (
    <Form noValidate onSubmit={submit} style={{ maxWidth: '32rem' }}>
      {failure && <Alert variant="danger">{failure}</Alert>}
      {FIELDS.map(({ name, label, hint, min, max, step, unit }) => {
        const id = `review-settings-${name}`;
        const error = errors[name];
        const input = (
          <Form.Control
            ref={(element: HTMLInputElement | null) => {
              inputs.current[name] = element;
            }}
            type="number"
            inputMode={step < 1 ? 'decimal' : 'numeric'}
            min={min}
            max={max}
            step={step}
            value={values[name]}
            isInvalid={error !== undefined}
            aria-invalid={error !== undefined}
            aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
            onChange={(event) => change(name, event.target.value)}
          />
        );
        const feedback = (
          <Form.Control.Feedback type="invalid" id={`${id}-error`}>
            {error}
          </Form.Control.Feedback>
        );
        return (
          <Form.Group className="mb-3" controlId={id} key={name}>
            <Form.Label>{label}</Form.Label>
            {unit ? (
              // Bootstrap's markup written out: the purged stylesheet keeps the classes the code names.
              <div className="input-group has-validation">
                {input}
                <span className="input-group-text" aria-hidden="true">
                  {unit}
                </span>
                {feedback}
              </div>
            ) : (
              <>
                {input}
                {feedback}
              </>
            )}
            <Form.Text id={`${id}-hint`}>{hint}</Form.Text>
          </Form.Group>
        );
      })}
      <Button type="submit" disabled={save.isPending}>
        Save
      </Button>
      <p role="status" className="mt-2 mb-0">
        {saved ? SETTINGS_SAVED : ''}
      </p>
    </Form>
  );
}
