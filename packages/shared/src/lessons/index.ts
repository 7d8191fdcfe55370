export * from './lesson-rules';
export * from './read-lesson';
