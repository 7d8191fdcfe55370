// Anki decks (ADR 039): the server makes the .apkg; the pages offer plain download links to it.

/** A lesson's words and sentences as an Anki deck (signed in; a lesson the learner may see). */
export const ankiLessonDeckUrl = (lessonId: string) =>
  `/api/vocab-lessons/${encodeURIComponent(lessonId)}/anki.apkg`;

/** The signed-in learner's own review deck as an Anki deck. */
export const ANKI_REVIEW_DECK_URL = '/api/review/anki.apkg';
