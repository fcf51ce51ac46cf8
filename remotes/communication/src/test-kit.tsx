// Helpers for this remote's page tests.
import { screen } from '@testing-library/react';
import { renderRemote } from '@console/testing';
import communicationModule from './module';

/** The remote at `path` ('/apps/email', '/apps/chat?contact=1'), once its page heading is on screen. */
export async function renderCommunication(path: string) {
  const view = renderRemote(communicationModule, path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
  return view;
}

/** waitFor's options for an answer on a busy two-core machine. */
export const slow = { timeout: 4_000 };
