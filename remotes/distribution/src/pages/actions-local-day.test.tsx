/**
 * @jest-environment ./shared/testing/src/time-zone-environment.ts
 * @jest-environment-options {"timeZone": "Pacific/Auckland"}
 */
import { screen, waitFor } from '@testing-library/react';
import type { ActionListResponse } from '@console/contracts';
import { mockServerPerTest } from '@console/testing';
import { distributionDomains, renderDistribution } from '../test-kit';

const mock = mockServerPerTest(distributionDomains);

// A reader in Auckland (UTC+13 in November) asks for 5 November: the log is asked for their
// 5 November (the API takes exact moments, docs/api/distribution.md), not the UTC day.
it('asks the log for the reader’s own day, not the UTC day', async () => {
  const asked: Record<string, unknown>[] = [];
  mock.server().get('/api/distribution/actions', (_schema, request): ActionListResponse => {
    asked.push(request.queryParams);
    return { actions: [], total: 0, facets: { users: [], actions: [], entityTypes: [] } };
  });
  await renderDistribution('/distribution/actions?from=2026-11-05&to=2026-11-06');
  await waitFor(() => expect(asked.at(-1)).toMatchObject({ from: '2026-11-04T11:00:00.000Z', to: '2026-11-06T10:59:59.999Z' }));
  // The address and the date fields keep the days the reader chose.
  expect(screen.getByLabelText('From')).toHaveValue('2026-11-05');
});
