export * from './Spinner';
export * from './Price';
export * from './QuantityStepper';
export * from './useDialogFocus';
export * from './CloseButton';
