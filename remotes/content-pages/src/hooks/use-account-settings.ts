import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@console/auth';
import { queryKeys, type AccountSettings } from '@console/contracts';
import { fetchAccountSettings } from '../api/content-pages-api';

const keys = queryKeys.contentPages;

/** The signed-in person's settings. */
export function useAccountSettings() {
  return useQuery({ queryKey: keys.accountSettings, queryFn: ({ signal }) => fetchAccountSettings(signal) });
}

/**
 * What follows a saved section: the cache holds the settings as stored, the pages that show the
 * person's name (profile, comments) refetch, and after General the shell's user menu shows the new
 * name and picture at once (the mock's sign-in account took the same values).
 */
export function useSettingsSaved() {
  const client = useQueryClient();
  return (saved: AccountSettings) => {
    client.setQueryData(keys.accountSettings, saved);
    void client.invalidateQueries({ queryKey: keys.profile });
    void client.invalidateQueries({ queryKey: keys.blog });
    const { user, setUser } = useSessionStore.getState();
    const { fullName, avatar, username, email } = saved.general;
    if (user && (user.fullName !== fullName || user.avatar !== avatar || user.username !== username || user.email !== email)) {
      setUser({ ...user, fullName, avatar, username, email });
    }
  };
}
