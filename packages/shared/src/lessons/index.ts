export * from './lesson-rules';
export * from './read-lesson';
export * from './lesson-names';
