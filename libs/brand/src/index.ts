export * from './types';
export { defineBrand } from './defineBrand';
export { BrandProvider, useBrand, useFeature } from './BrandProvider';
