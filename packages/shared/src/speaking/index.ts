export * from './pitch-contour';
export * from './dtw';
export * from './compare-attempt';
