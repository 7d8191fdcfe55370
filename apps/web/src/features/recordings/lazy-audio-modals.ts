import { lazy } from 'react';

/*
 * The modals, with the recorder, in a chunk of their own: only an admin who opens one downloads it,
 * so the Wordle page and every learner's page stay without the recording code.
 */
export const LazyManageWordAudioModal = lazy(async () => ({
  default: (await import('./manage-audio-modals')).ManageWordAudioModal,
}));

export const LazyManageSentenceAudioModal = lazy(async () => ({
  default: (await import('./manage-audio-modals')).ManageSentenceAudioModal,
}));
