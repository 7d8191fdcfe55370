/** The sent_id of sentence `index` (0-based) of text `textId`: 'textId.sentenceNumber', numbered from 1. */
export function textSentenceAudioId(textId: number, index: number): string {
  return `${textId}.${index + 1}`;
}
