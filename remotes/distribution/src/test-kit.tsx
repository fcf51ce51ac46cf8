// Helpers for this remote's page tests.
import { screen } from '@testing-library/react';
import { developmentUser, type SessionUser } from '@console/auth';
import { remoteBasePaths } from '@console/contracts';
import { mediaAndDistribution, type MockDomain } from '@console/mirage';
import { publishConsoleAreas, type ConsoleArea } from '@console/runtime';
import { renderRemote } from '@console/testing';
import distributionModule from './module';

/** The media domain and this one reading each other, as the console's core joins them. */
export function distributionDomains(): MockDomain[] {
  return mediaAndDistribution();
}

/** The demo client: reads only ACL and Auth. */
export const clientUser: SessionUser = { ...developmentUser, id: 2, email: 'client@demo.com', role: 'client', ability: [{ action: 'read', subject: 'ACL' }, { action: 'read', subject: 'Auth' }] };

const ownAreas: ConsoleArea[] = remoteBasePaths(distributionModule.meta).map((basePath) => ({ id: distributionModule.meta.id, basePath }));

/** The areas of a console with this remote only (no media library), as a test may deploy it. */
export const withoutMedia: readonly ConsoleArea[] = ownAreas;
/** The areas of the console as the tests' mock serves it: this remote and the media library. */
export const withMedia: readonly ConsoleArea[] = [...ownAreas, { id: 'media', basePath: '/media' }];

/** The remote at `path` in a console with `areas` (as the shell publishes them), once its first heading is on screen. */
export async function renderDistribution(path: string, user: SessionUser = developmentUser, areas: readonly ConsoleArea[] = withMedia) {
  publishConsoleAreas(areas);
  const view = renderRemote(distributionModule, path, user);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
  return view;
}
