import { Star } from 'lucide-react';
import type { ProfileData } from '@console/contracts';
import { Avatar, SectionCard, useFormat } from '@console/ui';
import { useContentPagesT } from '../../i18n/use-content-pages-t';
import { artworkSrc, avatarSrc } from '../artwork';

/** About, suggested pages and the twitter feed (the left column). */
export function ProfileAbout({ profile }: { profile: ProfileData }) {
  const t = useContentPagesT();
  const { date, localDay: day } = useFormat();
  const { userAbout } = profile;
  const facts = [
    { term: t('profile.joined'), value: date(userAbout.joined) },
    { term: t('profile.lives'), value: userAbout.lives },
    { term: t('profile.email'), value: userAbout.email },
    { term: t('profile.website'), value: userAbout.website },
  ].filter((fact) => fact.value);
  return (
    <div className="d-flex flex-column gap-4">
      <SectionCard title={t('profile.about')}>
        {userAbout.about && <p>{userAbout.about}</p>}
        <dl className="mb-0">
          {facts.map((fact) => (
            <div key={fact.term} className="mb-2">
              <dt className="small text-body-secondary">{fact.term}</dt>
              <dd className="mb-0 text-break">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </SectionCard>
      <SectionCard title={t('profile.suggestedPages')}>
        <ul className="list-unstyled mb-0 d-flex flex-column gap-3">
          {profile.suggestedPages.map((page) => (
            <li key={page.username} className="d-flex align-items-center gap-2">
              <Avatar fullName={page.username} src={avatarSrc(page.avatar)} size={36} decorative />
              <span className="flex-grow-1">
                <span className="d-block fw-semibold">{page.username}</span>
                <span className="small text-body-secondary">{page.subtitle}</span>
              </span>
              {page.favorite && (
                <span className="text-warning-emphasis" role="img" aria-label={t('profile.favorite')}>
                  <Star size={16} aria-hidden="true" />
                </span>
              )}
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionCard title={t('profile.twitterFeed')}>
        <ul className="list-unstyled mb-0 d-flex flex-column gap-3">
          {profile.twitterFeeds.map((tweet) => (
            <li key={tweet.id}>
              <p className="fw-semibold mb-1">
                {tweet.username} <span className="small fw-normal text-body-secondary">
                  · <time dateTime={tweet.postTime}>{day(tweet.postTime)}</time>
                </span>
              </p>
              <p className="mb-1">{tweet.desc}</p>
              <p className="small text-primary-emphasis mb-0">{tweet.tags.join(' ')}</p>
            </li>
          ))}
        </ul>
      </SectionCard>
    </div>
  );
}

/** Latest photos and people to follow (beside the poll, in the right column). */
export function ProfilePhotos({ profile }: { profile: ProfileData }) {
  const t = useContentPagesT();
  const { number } = useFormat();
  return (
    <>
      <SectionCard title={t('profile.latestPhotos')}>
        <ul className="list-unstyled row row-cols-3 g-2 mb-0">
          {profile.latestPhotos.map((photo, index) => (
            <li key={photo.img || index} className="col">
              <img src={artworkSrc(photo.img)} alt={t('profile.photo', { number: number(index + 1) })} className="content-photo rounded" />
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionCard title={t('profile.suggestions')}>
        <ul className="list-unstyled mb-0 d-flex flex-column gap-3">
          {profile.suggestions.map((person) => (
            <li key={person.username} className="d-flex align-items-center gap-2">
              <Avatar fullName={person.username} src={avatarSrc(person.avatar)} size={36} decorative />
              <span>
                <span className="d-block fw-semibold">{person.username}</span>
                <span className="small text-body-secondary">{t('profile.mutualFriends', { count: person.mutualFriend, shown: number(person.mutualFriend) })}</span>
              </span>
            </li>
          ))}
        </ul>
      </SectionCard>
    </>
  );
}
