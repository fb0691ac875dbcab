export * from './tokens';
export * from './theme-preference';
export * from './css-variables';
export * from './theme-boot-script';
