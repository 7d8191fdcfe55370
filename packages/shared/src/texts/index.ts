export * from './sentence-ids';
