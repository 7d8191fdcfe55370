export * from './choose-recording';
export * from './speaker-badges';
