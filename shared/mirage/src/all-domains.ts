import type { MockDomain } from './server';
import { todoDomain } from './domains/todo';

/** Every domain with fresh seed data: what the shell's one server answers. */
export function allDomains(): MockDomain[] {
  return [todoDomain()];
}
