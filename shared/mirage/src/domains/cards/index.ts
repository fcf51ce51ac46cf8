import type { Request } from 'miragejs';
import type { MockDomain } from '../../mock-domain';
import type { SeedOptions } from '../../seed-options';
import { apiError, queryParam } from '../../http';
import { jsonIn, requestLanguage } from '../../language';
import { analyticsCards } from './analytics-data';
import { analyticsCardFor, periodFrom, yearFrom } from './by-period';
import { isFaulty } from './faults';
import { cardIn } from './in-language';
import { statisticsCards } from './statistics-data';

/** The card called `name`, if there is one (own keys only, so 'constructor' is not a card). */
function findName<C extends object>(cards: C, name: string | undefined): (keyof C & string) | undefined {
  return name !== undefined && Object.hasOwn(cards, name) ? (name as keyof C & string) : undefined;
}

const fault = (call: string) => apiError(500, `The card ${call} failed (mockCardFaults is set).`);

/**
 * Spec §7 Cards: fixed dashboard figures; the cards have no volume data, so `scale` is ignored.
 * Analytics cards read `?period=` and `?year=` (docs/api/cards.md); unknown values read as the default.
 * Their words follow the request's Accept-Language (card-texts.ts), English by default.
 */
export function cardsDomain(_options: SeedOptions = {}): MockDomain {
  return {
    name: 'cards',
    routes(server) {
      server.get('/card/card-analytics/:name', (_schema, request: Request) => {
        const name = findName(analyticsCards, request.params.name);
        if (!name) return apiError(404, `Analytics card ${String(request.params.name)} was not found.`);
        if (isFaulty(`card-analytics/${name}`)) return fault(`card-analytics/${name}`);
        const card = analyticsCardFor(name, { period: periodFrom(queryParam(request, 'period')), year: yearFrom(queryParam(request, 'year')) });
        const language = requestLanguage(request);
        return jsonIn(language, 200, cardIn(language, card));
      });

      server.get('/card/card-statistics/:name', (_schema, request: Request) => {
        const name = findName(statisticsCards, request.params.name);
        if (!name) return apiError(404, `Statistics card ${String(request.params.name)} was not found.`);
        if (isFaulty(`card-statistics/${name}`)) return fault(`card-statistics/${name}`);
        const language = requestLanguage(request);
        return jsonIn(language, 200, cardIn(language, statisticsCards[name]));
      });
    },
  };
}
