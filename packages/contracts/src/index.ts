export * from './errors';
export * from './health';
export * from './site';
export * from './paths';
export * from './profile';
export * from './profile-rules';
