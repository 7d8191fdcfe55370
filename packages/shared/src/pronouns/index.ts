export * from './combinations';
export * from './person-number';
export * from './practice-count';
export * from './pronoun-forms';
export * from './shuffle';
export * from './answer';
