import { create } from 'zustand';
import { buildAbility, defaultRules, type AbilityRule, type AppAbility } from './ability';

export interface SessionUser {
  id: number;
  fullName: string;
  username: string;
  email: string;
  role: string;
  ability: AbilityRule[];
}

interface SessionState {
  user: SessionUser | null;
  ability: AppAbility;
  /** Replaces the user (and with it the ability). */
  setUser(user: SessionUser | null): void;
}

/** One session for the shell and every remote (shared as a federation singleton). */
export const useSessionStore = create<SessionState>((set) => ({
  user: null,
  ability: buildAbility(defaultRules),
  setUser: (user) => set({ user, ability: buildAbility(user?.ability ?? defaultRules) }),
}));

/**
 * The administrator session used until sign-in exists (issue 4) and by a remote running
 * standalone: it may manage everything.
 */
export const developmentUser: SessionUser = {
  id: 1,
  fullName: 'Dev Admin',
  username: 'dev.admin',
  email: 'admin@demo.com',
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
};
