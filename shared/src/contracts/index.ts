export * from './remotes';
export * from './routes';
export * from './http';
export * from './serverRender';
export * from './storefrontPages';
export * from './securityHeaders';
export * from './socketEvents';
