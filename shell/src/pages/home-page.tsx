import { ChevronRight } from 'lucide-react';
import { Link } from '@console/router';
import { PageHeader } from '@console/ui';
import { useT } from '../i18n/use-t';
import { NavIcon } from '../layout/nav-icon';
import { useMenuEntries } from '../layout/use-menu-entries';
import { DashboardFigures } from './dashboard-figures';

/** A short summary until the dashboard cards exist: headline figures and where to go from here. */
export function HomePage() {
  const { t } = useT();
  const entries = useMenuEntries().filter((entry) => entry.to !== '/');
  return (
    <>
      <PageHeader title={t('home.title')} />
      <DashboardFigures />
      <section aria-labelledby="home-apps">
        <h2 className="h5" id="home-apps">
          {t('home.apps')}
        </h2>
        <p className="text-body-secondary">{t('home.intro')}</p>
        <div className="row g-3">
          {entries.map((entry) => (
            <div className="col-12 col-sm-6 col-lg-4" key={entry.to}>
              <Link to={entry.to} className="card card-body text-decoration-none h-100 flex-row align-items-center gap-3 home-app-card">
                <span className="stat-card-icon bg-primary-subtle text-primary-emphasis">
                  <NavIcon name={entry.icon} />
                </span>
                <span className="flex-grow-1">
                  <span className="d-block h6 mb-0 text-body">{entry.label}</span>
                  <span className="small text-body-secondary">{entry.unavailable ? t('home.unavailable') : t('home.open')}</span>
                </span>
                <ChevronRight className="rtl-flip text-body-secondary" size={18} aria-hidden="true" />
              </Link>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
