export * from './count-noun';
