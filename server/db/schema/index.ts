export * from './reference';
export * from './organisation';
export * from './account';
