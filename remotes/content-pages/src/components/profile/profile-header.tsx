import type { ProfileData } from '@console/contracts';
import { Avatar } from '@console/ui';
import { useContentPagesT } from '../../i18n/use-content-pages-t';
import { personValues } from '../../i18n/elision';
import { artworkSrc, avatarSrc } from '../artwork';

/** The cover picture, the person's avatar, name and title. */
export function ProfileHeader({ header }: { header: ProfileData['header'] }) {
  const t = useContentPagesT();
  return (
    <div className="card mb-4 overflow-hidden">
      {header.coverImg ? <img src={artworkSrc(header.coverImg)} alt={t('profile.cover', personValues(header.username))} className="content-cover" /> : <div className="content-cover bg-body-tertiary" />}
      <div className="card-body d-flex flex-wrap align-items-end gap-3">
        <span className="content-profile-avatar rounded-circle border border-4 border-body-tertiary d-inline-flex">
          <Avatar fullName={header.username} src={avatarSrc(header.avatar)} size={96} />
        </span>
        <div>
          <p className="h4 mb-0">{header.username}</p>
          <p className="text-body-secondary mb-0">{header.designation}</p>
        </div>
      </div>
    </div>
  );
}
