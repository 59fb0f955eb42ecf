export * from './remotes';
export * from './routes';
