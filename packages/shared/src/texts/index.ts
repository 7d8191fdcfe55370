export * from './sentence-ids';
export * from './read-along-timeline';
export * from './read-along-player';
