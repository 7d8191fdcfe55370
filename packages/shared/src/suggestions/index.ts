export * from './suggestion-fields';
