import { Bell, Info, Lock, Share2, User, type LucideIcon } from 'lucide-react';
import { Navigate, NavLink, useParams } from '@console/router';
import { NotFound, PageHeader, LoadState } from '@console/ui';
import '../components/content-pages.css';
import { GeneralTab } from '../components/account/general-tab';
import { InfoTab } from '../components/account/info-tab';
import { NotificationsTab } from '../components/account/notifications-tab';
import { PasswordTab } from '../components/account/password-tab';
import { SocialTab } from '../components/account/social-tab';
import { useAccountSettings } from '../hooks/use-account-settings';
import { useContentPagesT } from '../i18n/use-content-pages-t';

// Each tab is a page of its own (its URL is shareable, Back goes to the tab before).
const tabs: { slug: string; key: 'general' | 'password' | 'information' | 'social' | 'notifications'; icon: LucideIcon }[] = [
  { slug: 'general', key: 'general', icon: User },
  { slug: 'change-password', key: 'password', icon: Lock },
  { slug: 'information', key: 'information', icon: Info },
  { slug: 'social', key: 'social', icon: Share2 },
  { slug: 'notifications', key: 'notifications', icon: Bell },
];

/** Account settings, one tab per URL: /pages/account-settings/<tab>. */
export default function AccountSettingsPage() {
  const t = useContentPagesT();
  const { tab: slug } = useParams();
  const settings = useAccountSettings();
  const tab = tabs.find((candidate) => candidate.slug === slug);
  if (!slug) return <Navigate to="general" replace />;
  if (!tab) return <NotFound />;

  return (
    <>
      <PageHeader title={t('account.title')} />
      <div className="row g-4">
        <nav className="col-lg-3" aria-label={t('account.sections')}>
          <ul className="nav nav-pills flex-column gap-1">
            {tabs.map(({ slug: to, key, icon: Icon }) => (
              <li key={to} className="nav-item">
                <NavLink to={`/pages/account-settings/${to}`} className="nav-link d-flex align-items-center gap-2">
                  <Icon size={16} aria-hidden="true" /> {t(`account.tabs.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className="col-lg-9" aria-labelledby="account-tab-title">
          <div className="card card-body">
            <h2 id="account-tab-title" className="h5 mb-3">
              {t(`account.tabs.${tab.key}`)}
            </h2>
            {tab.key === 'password' ? (
              <PasswordTab />
            ) : (
              <LoadState query={settings} loading={t('account.loading')} failed={t('account.loadFailed')}>
                {(data) => (
                  <>
                    {tab.key === 'general' && <GeneralTab settings={data} />}
                    {tab.key === 'information' && <InfoTab settings={data} />}
                    {tab.key === 'social' && <SocialTab settings={data} />}
                    {tab.key === 'notifications' && <NotificationsTab settings={data} />}
                  </>
                )}
              </LoadState>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
