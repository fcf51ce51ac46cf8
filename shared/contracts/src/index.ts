export * from './remote-catalogue';
export type * from './remote-module';
export * from './todo';
