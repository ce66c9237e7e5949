export * from './geo';
export * from './catalog';
export * from './variants';
export * from './media';
export * from './content';
export * from './listing';
export * from './search';
