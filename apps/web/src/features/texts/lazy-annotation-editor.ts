import { lazy } from 'react';

/** The editor as a separate chunk: the route table hands it to /text-view, so only an admin who edits downloads it. */
export const LazyAnnotationEditor = lazy(async () => ({
  default: (await import('./annotation-editor')).AnnotationEditor,
}));

/** The teacher's panel of a text's whole recording (ADR 087), a chunk of its own for admins only. */
export const LazyTextRecordingPanel = lazy(async () => ({
  default: (await import('./text-recording-panel')).TextRecordingPanel,
}));
