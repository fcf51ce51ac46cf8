export { makeServer, type MockDomain, type MakeServerOptions } from './server';
export { todoDomain, seedTasks } from './domains/todo';
export { allDomains } from './all-domains';
