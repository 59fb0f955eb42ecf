export * from './Spinner';
export * from './Price';
export * from './QuantityStepper';
export * from './CloseButton';
export * from './format';
export * from './preloadableLazy';
export * from './useDocumentTitle';
export * from './StorePauseBanner';
