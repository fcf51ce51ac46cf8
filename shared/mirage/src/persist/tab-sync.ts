/** What one tab's mock backend tells the others of the same origin. */
export type TabMessage = { type: 'saved'; domain: string } | { type: 'reset' };

export const tabChannelName = 'console-mock';

/** Posts to and hears from the other tabs; a no-op where BroadcastChannel is missing. */
export interface TabChannel {
  post(message: TabMessage): void;
  close(): void;
}

export function openTabChannel(onMessage: (message: TabMessage) => void): TabChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(tabChannelName);
  channel.onmessage = (event: MessageEvent<TabMessage>) => onMessage(event.data);
  return {
    post: (message) => channel.postMessage(message),
    close: () => channel.close(),
  };
}
