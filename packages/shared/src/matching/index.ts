export * from './matching-pair';
