// Helpers for this remote's page tests.
import { screen } from '@testing-library/react';
import { developmentUser, type SessionUser } from '@console/auth';
import { renderRemote } from '@console/testing';
import communicationModule from './module';

/** The remote at `path` ('/apps/email', '/apps/chat?contact=1') for `user` (the development admin), once its page heading is on screen. */
export async function renderCommunication(path: string, user?: SessionUser) {
  const view = renderRemote(communicationModule, path, user);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
  return view;
}

/** A user who may only read `subject` (no create, update or delete). */
export const readerOf = (subject: 'Email' | 'Chat'): SessionUser => ({ ...developmentUser, ability: [{ action: 'read', subject }] });

/** waitFor's options for an answer on a busy two-core machine. */
export const slow = { timeout: 4_000 };
