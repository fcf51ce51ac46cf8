// Helpers for this remote's page tests.
import { screen } from '@testing-library/react';
import type { SessionUser } from '@console/auth';
import { renderRemote } from '@console/testing';
import contentPagesModule from './module';

/** The remote at `path` (absolute, '/pages/faq') for `user` (the development admin), once its page heading is on screen. */
export async function renderPages(path: string, user?: SessionUser) {
  const view = renderRemote(contentPagesModule, path, user);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
  return view;
}

/** waitFor's options for an answer on a busy two-core machine. */
export const slow = { timeout: 4_000 };
