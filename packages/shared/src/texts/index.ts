export * from './sentence-ids';
export * from './read-along-timeline';
export * from './read-along-player';
export * from './alignment';
export * from './alignment-check';
