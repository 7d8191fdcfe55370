import type { LessonDataProblem } from '@langapp/shared';
import { PLAYBACK_ERROR } from '../../components/audio/audio-player';

/** The lesson messages of the spec's error catalogue, word for word. */
export const LESSON_MESSAGES = {
  notFound: 'Lesson not found!',
  couldNotLoad: 'Lesson could not be loaded!',
  jsonUnparsable: 'ERROR: Lesson JSON could not be parsed!',
  initFailed: 'Failure to initialize lesson!',
  mp3NotFound: 'MP3 file not found!',
  lexicalDataNotFound: 'Lexical data not found!',
  lexicalItemNotFound: 'Data for lexical item not found!',
  sentenceNotFound: 'Sentence data not found!',
  unknownStep: 'Unknown lesson step type!',
  noAudio: 'No audio...',
  playbackError: PLAYBACK_ERROR,
  noLessons: 'There are currently no lessons available.',
  settingUpPractice: 'Setting up practice...',
} as const;

/** A recording is listed for the word or sentence, but none of them is an .mp3 file. */
export const mp3NotFoundFor = (kind: 'lex' | 'sent', what: string) => `MP3 file not found [${kind}]: ${what}`;

/** What is wrong with a lesson's stored data, in the words the player uses for it. */
export function lessonProblemMessage(problem: LessonDataProblem): string {
  switch (problem.kind) {
    case 'json':
      return LESSON_MESSAGES.jsonUnparsable;
    case 'shape':
      return LESSON_MESSAGES.initFailed;
    case 'unknown-step':
      return LESSON_MESSAGES.unknownStep;
    case 'rule':
      return problem.message;
  }
}
