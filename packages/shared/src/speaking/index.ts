export * from './pitch-contour';
export * from './pitch-measures';
export * from './dtw';
export * from './compare-attempt';
export * from './silence-detection';
