export * from './Spinner';
export * from './Price';
export * from './QuantityStepper';
export * from './useDialogFocus';
export * from './CloseButton';
export * from './format';
export * from './useNow';
