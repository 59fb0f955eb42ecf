export * from './remotes';
export * from './routes';
export * from './http';
