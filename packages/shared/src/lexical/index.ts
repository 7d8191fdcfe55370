export * from './classify-pos';
export * from './duplicate-entries';
export * from './lexicon-upkeep-schemas';
export * from './entry-parts';
export * from './entry-senses';
export * from './parts-of-speech';
