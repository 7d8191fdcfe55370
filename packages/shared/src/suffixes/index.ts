export * from './noun-suffixes';
