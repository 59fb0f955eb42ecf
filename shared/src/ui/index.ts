export * from './Spinner';
export * from './Price';
