export * from './reference';
export * from './organisation';
export * from './account';
export * from './people';
export * from './document';
export * from './notification';
