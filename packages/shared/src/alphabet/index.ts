export * from './alphabet';
export * from './alphabet-order';
export * from './judge-answer';
export * from './detect-alphabet';
