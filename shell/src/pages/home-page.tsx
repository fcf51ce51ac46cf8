import { Link } from '@console/router';
import { useT } from '../i18n/use-t';
import { DashboardFigures } from './dashboard-figures';
import { useMenuEntries } from '../layout/use-menu-entries';

/** A short summary until the dashboard cards exist: where to go from here. */
export function HomePage() {
  const { t } = useT();
  const entries = useMenuEntries().filter((entry) => entry.to !== '/');
  return (
    <div>
      <h1 className="h3 mb-3">{t('home.title')}</h1>
      <DashboardFigures />
      <h2 className="h5">{t('home.apps')}</h2>
      <p className="text-body-secondary">{t('home.intro')}</p>
      <div className="row g-3">
        {entries.map((entry) => (
          <div className="col-12 col-sm-6 col-lg-4" key={entry.to}>
            <Link to={entry.to} className="card card-body text-decoration-none h-100">
              <span className="h5 mb-1">{entry.label}</span>
              <span className="small text-body-secondary">{entry.unavailable ? t('home.unavailable') : t('home.open')}</span>
            </Link>
          </div>
        ))}
      </div>
    </div>
  );
}
