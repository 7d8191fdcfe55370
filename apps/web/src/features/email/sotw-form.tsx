import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { groupByClass } from '@langapp/shared';
import type { EmailLex, LexicalItems } from '@langapp/shared';
import { isLinkRefusal, useSubmitSentence } from '../../api/email';
import { LANGUAGE_FIELD } from '../../components/letter-bar/language-field';
import { useAppConfig } from '../../config/app-config-context';
import { ApiError } from '../../lib/api-client';
import { AuthInvalidAlert } from './auth-invalid-alert';
import { LexicalItemPicker, pickerWords } from './lexical-item-picker';
import type { PickerWord } from './lexical-item-picker';

const TEXT_REQUIRED = 'The sentence is required.';
const TRANS_REQUIRED = 'The translation is required.';

/** The chosen words as the server takes them: their written forms, grouped verb / noun / other. */
function lexicalItemsOf(listed: readonly PickerWord[], selected: ReadonlySet<string>): LexicalItems {
  const groups = groupByClass(listed.filter((word) => selected.has(word.key)));
  const words = (items: PickerWord[]) => [...new Set(items.map((item) => item.lex))];
  return { verb: words(groups.verb), noun: words(groups.noun), other: words(groups.other) };
}

interface SotwFormProps {
  auth: string;
  lexs: readonly EmailLex[];
  /** Puts the cursor in the sentence box at once (after 'Replace your submission'). */
  focusOnMount: boolean;
  onSubmitted: (date: string) => void;
}

interface FieldErrors {
  text?: string;
  trans?: string;
}

/** The sentence, its translation and its lexical items; every field starts empty. */
export function SotwForm({ auth, lexs, focusOnMount, onSubmitted }: SotwFormProps) {
  const { contactName } = useAppConfig();
  const [text, setText] = useState('');
  const [trans, setTrans] = useState('');
  const words = useMemo(() => pickerWords(lexs), [lexs]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // The link's code was refused (the spec's message), or another sentence to show.
  const [failure, setFailure] = useState<{ kind: 'auth' } | { kind: 'message'; text: string } | null>(null);
  const submission = useSubmitSentence(auth);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const transRef = useRef<HTMLTextAreaElement>(null);

  // The cursor goes to the sentence when the person has just asked for the form; a layout effect,
  // so it happens in the commit that shows the form.
  useLayoutEffect(() => {
    if (focusOnMount) textRef.current?.focus();
  }, [focusOnMount]);

  function toggle(key: string) {
    setSelected((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors: FieldErrors = {
      text: text.trim() ? undefined : TEXT_REQUIRED,
      trans: trans.trim() ? undefined : TRANS_REQUIRED,
    };
    setFieldErrors(errors);
    setFailure(null);
    if (errors.text || errors.trans) {
      (errors.text ? textRef : transRef).current?.focus();
      return;
    }

    try {
      const { date } = await submission.mutateAsync({
        text,
        trans,
        lexical_items: lexicalItemsOf(words, selected),
      });
      onSubmitted(date);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.serverError) {
        setFailure({ kind: 'message', text: error.serverError });
      } else if (isLinkRefusal(error)) {
        setFailure({ kind: 'auth' });
      } else {
        setFailure({
          kind: 'message',
          text: `There was an error submitting your sentence. Please try again. If the issue persists, contact ${contactName}.`,
        });
      }
    }
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      {failure?.kind === 'auth' && <AuthInvalidAlert />}
      {failure?.kind === 'message' && <Alert variant="danger">{failure.text}</Alert>}
      <Form.Group className="mb-3" controlId="sotw-text">
        <Form.Label>Your sentence</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          ref={textRef}
          required
          {...LANGUAGE_FIELD}
          value={text}
          isInvalid={Boolean(fieldErrors.text)}
          aria-describedby={fieldErrors.text ? 'sotw-text-error' : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setFieldErrors((errors) => ({ ...errors, text: undefined }));
          }}
        />
        <Form.Control.Feedback type="invalid" id="sotw-text-error">
          {fieldErrors.text}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="sotw-trans">
        <Form.Label>Its translation</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          ref={transRef}
          required
          value={trans}
          isInvalid={Boolean(fieldErrors.trans)}
          aria-describedby={fieldErrors.trans ? 'sotw-trans-error' : undefined}
          onChange={(event) => {
            setTrans(event.target.value);
            setFieldErrors((errors) => ({ ...errors, trans: undefined }));
          }}
        />
        <Form.Control.Feedback type="invalid" id="sotw-trans-error">
          {fieldErrors.trans}
        </Form.Control.Feedback>
      </Form.Group>
      <LexicalItemPicker words={words} selected={selected} onToggle={toggle} />
      <Button type="submit" disabled={submission.isPending}>
        {submission.isPending ? 'Submitting...' : 'Submit'}
      </Button>
    </Form>
  );
}
