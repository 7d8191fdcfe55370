export * from './normalize-word';
export * from './search-fold';
