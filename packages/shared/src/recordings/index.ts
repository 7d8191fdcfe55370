export * from './choose-recording';
export * from './coverage-percent';
export * from './speaker-badges';
export * from './recorder-schemas';
export * from './speaker-schemas';
export * from './session-schemas';
