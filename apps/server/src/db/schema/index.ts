export * from './users';
export * from './auth';
export * from './form-fields';
export * from './photos';
export * from './print-catalog';
export * from './orders';
export * from './site';
export * from './launch-list';
