export * from './choose-recording';
