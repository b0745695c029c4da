export * from './types';
export { defineBrand, liveChatScript } from './defineBrand';
export { BrandProvider, useBrand, useFeature } from './BrandProvider';
