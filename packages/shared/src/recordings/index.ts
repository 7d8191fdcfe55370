export * from './choose-recording';
export * from './coverage-percent';
export * from './speaker-badges';
