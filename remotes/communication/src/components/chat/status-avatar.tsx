import type { ChatStatus } from '@console/contracts';
import { Avatar } from '@console/ui';
import { useCommunicationT } from '../../i18n/use-communication-t';

/** A person's picture with their status dot; the dot is named ("Online"), never colour alone. */
export function StatusAvatar({ fullName, avatar, status, size = 38 }: { fullName: string; avatar: string; status: ChatStatus; size?: number }) {
  const t = useCommunicationT();
  return (
    <span className="chat-avatar">
      <Avatar fullName={fullName} src={avatar} size={size} decorative />
      <span className={`status-dot status-${status}`} role="img" aria-label={t(`chat.statuses.${status}`)} />
    </span>
  );
}
