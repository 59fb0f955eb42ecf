export * from './locale';
export * from './catalogs';
export * from './sharedCatalog';
export * from './apiCatalog';
