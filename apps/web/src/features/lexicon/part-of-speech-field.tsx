import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { partOfSpeechKey } from '@langapp/shared';
import type { PartOfSpeechUse } from '@langapp/shared';

const NONE = '';
const NEW = '\u0000new';

/**
 * A sense's part of speech, picked from the lexicon's list rather than typed (ADR 071): each part of
 * speech once, whatever its case, with how many senses use it; "New part of speech..." opens a field
 * for one the list does not have, so adding one is a deliberate step.
 */
export function PartOfSpeechField({
  id,
  value,
  options,
  error,
  onChange,
  focusLater,
}: {
  id: string;
  value: string;
  options: readonly PartOfSpeechUse[];
  error: string | undefined;
  onChange: (pos: string) => void;
  focusLater: (id: string) => void;
}) {
  const key = partOfSpeechKey(value);
  const known = key === '' ? undefined : options.find((option) => partOfSpeechKey(option.value) === key);
  // A value the list does not have (typed as new, or not saved yet) is typed in the new field.
  const [adding, setAdding] = useState(key !== '' && !known);
  const newId = `${id}-new`;
  const picked = adding ? NEW : known ? known.value : NONE;
  const describedBy = [error && `${id}-error`].filter(Boolean).join(' ');

  return (
    <>
      <Form.Group className="mb-2" controlId={id}>
        <Form.Label className="mb-1">Part of speech</Form.Label>
        <Form.Select
          value={picked}
          isInvalid={Boolean(error) && !adding}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            const choice = event.target.value;
            if (choice === NEW) {
              setAdding(true);
              onChange('');
              focusLater(newId);
              return;
            }
            setAdding(false);
            onChange(choice);
          }}
        >
          <option value={NONE}>No part of speech</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.value} ({option.count})
            </option>
          ))}
          <option value={NEW}>New part of speech…</option>
        </Form.Select>
        {error && !adding && (
          <Form.Control.Feedback type="invalid" id={`${id}-error`}>
            {error}
          </Form.Control.Feedback>
        )}
      </Form.Group>
      {adding && (
        <>
          <Form.Group className="mb-2" controlId={newId}>
            <Form.Label className="mb-1">New part of speech</Form.Label>
            <Form.Control
              autoComplete="off"
              value={value}
              isInvalid={Boolean(error)}
              aria-describedby={error ? `${newId}-error` : undefined}
              onChange={(event) => onChange(event.target.value)}
            />
            {error && (
              <Form.Control.Feedback type="invalid" id={`${newId}-error`}>
                {error}
              </Form.Control.Feedback>
            )}
          </Form.Group>
          {known && (
            <Form.Text className="d-block mb-2" role="status">
              {known.value} is in the list already: pick it there to keep the list to one spelling.
            </Form.Text>
          )}
        </>
      )}
    </>
  );
}
