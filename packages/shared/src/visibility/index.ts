export * from './visibility';
