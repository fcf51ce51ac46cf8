import type { MockDomain } from '../../mock-domain';
import type { SeedOptions } from '../../seed-options';
import { apiError, json } from '../../http';
import { analyticsCards } from './analytics-data';
import { statisticsCards } from './statistics-data';

/** The card called `name`, if there is one (own keys only, so 'constructor' is not a card). */
function findCard<C extends object>(cards: C, name: string | undefined): C[keyof C] | undefined {
  return name !== undefined && Object.hasOwn(cards, name) ? cards[name as keyof C] : undefined;
}

/** Spec §7 Cards: fixed dashboard figures; the cards have no volume data, so `scale` is ignored. */
export function cardsDomain(_options: SeedOptions = {}): MockDomain {
  return {
    name: 'cards',
    routes(server) {
      server.get('/card/card-analytics/:name', (_schema, request) => {
        const card = findCard(analyticsCards, request.params.name);
        return card ? json(200, card) : apiError(404, `Analytics card ${String(request.params.name)} was not found.`);
      });

      server.get('/card/card-statistics/:name', (_schema, request) => {
        const card = findCard(statisticsCards, request.params.name);
        return card ? json(200, card) : apiError(404, `Statistics card ${String(request.params.name)} was not found.`);
      });
    },
  };
}
