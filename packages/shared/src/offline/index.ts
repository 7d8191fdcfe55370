export * from './offline-keys';
export * from './package-size';
