export * from './lesson-rules';
