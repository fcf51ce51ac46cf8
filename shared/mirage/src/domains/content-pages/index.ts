import type { MockDomain } from '../../mock-domain';
import type { SeedOptions } from '../../seed-options';
import { accountSettingsRoutes } from './account-settings';
import { blogRoutes } from './blog';
import { faqRoutes } from './faq';
import { knowledgeBaseRoutes } from './knowledge-base';
import { pricingRoutes } from './pricing';
import { profileRoutes } from './profile';

/**
 * Spec §7 Content pages: read-only pages over fixed seed data. `scale` does not apply (these are
 * not volume domains); each server gets its own fresh copy of the seed.
 */
export function contentPagesDomain(_options: SeedOptions = {}): MockDomain {
  return {
    name: 'content-pages',
    routes(server) {
      accountSettingsRoutes(server);
      profileRoutes(server);
      pricingRoutes(server);
      faqRoutes(server);
      knowledgeBaseRoutes(server);
      blogRoutes(server);
    },
  };
}
