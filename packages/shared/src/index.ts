export * from './api/common';
export * from './api/accounts';
export * from './users/normalize-username';
export * from './wordle';
export * from './pronouns';
export * from './suffixes';
export * from './lexical';
