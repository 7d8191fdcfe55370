export * from './classify-pos';
