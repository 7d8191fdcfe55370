export * from './api/common';
export * from './api/accounts';
export * from './users/normalize-username';
