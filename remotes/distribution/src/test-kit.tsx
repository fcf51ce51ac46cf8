// Helpers for this remote's page tests.
import { screen } from '@testing-library/react';
import { developmentUser, type SessionUser } from '@console/auth';
import { mediaAndDistribution, type MockDomain } from '@console/mirage';
import { renderRemote } from '@console/testing';
import distributionModule from './module';

/** The media domain and this one reading each other, as the console's core joins them. */
export function distributionDomains(): MockDomain[] {
  return mediaAndDistribution();
}

/** The demo client: reads only ACL and Auth. */
export const clientUser: SessionUser = { ...developmentUser, id: 2, email: 'client@demo.com', role: 'client', ability: [{ action: 'read', subject: 'ACL' }, { action: 'read', subject: 'Auth' }] };

/** The remote at `path`, once its first heading is on screen. */
export async function renderDistribution(path: string, user: SessionUser = developmentUser) {
  const view = renderRemote(distributionModule, path, user);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
  return view;
}
