export * from './keyboard-status';
export * from './letter-status';
export * from './score-guess';
export * from './share-text';
export * from './typed-key';
export * from './wordle-dates';
export * from './wordle-rules';
export * from './game-state';
