export * from './normalize-word';
