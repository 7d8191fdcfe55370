export * from './sentence-ids';
export * from './alignment';
export * from './alignment-check';
