export * from './deck-rules';
export * from './interval-labels';
export * from './learner-days';
