// A field where the language is typed carries data-letter-bar (ADR 090; LANGUAGE_FIELD).

/** Whether `target` is a field where the language is typed. */
export function isLanguageField(
  target: EventTarget | null,
): target is HTMLInputElement | HTMLTextAreaElement {
  return (
    (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
    target.hasAttribute('data-letter-bar')
  );
}
