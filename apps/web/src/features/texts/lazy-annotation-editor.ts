import { lazy } from 'react';

/** The editor as a separate chunk: the route table hands it to /text-view, so only an admin who edits downloads it. */
export const LazyAnnotationEditor = lazy(async () => ({
  default: (await import('./annotation-editor')).AnnotationEditor,
}));
