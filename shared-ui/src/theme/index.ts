export * from './tokens';
export * from './theme-preference';
