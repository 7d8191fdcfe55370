export * from './card-schedule';
export * from './deck-rules';
export * from './interval-labels';
export * from './learner-days';
export * from './review-queue';
