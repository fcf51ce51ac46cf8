import { Outlet } from '@console/router';
import { warmUpApi } from '../app/mock-backend';
import { BrandLogo, useBrand } from '../branding/brand-context';
import { AuthArtwork } from './auth-artwork';
import { useT } from '../i18n/use-t';
import { GuestOnly } from './guest-only';

/** Login, register and forgot password: the brand and form on the left, artwork on the right. */
export function AuthLayout() {
  const brand = useBrand();
  const { t } = useT();
  return (
    <GuestOnly>
      <div className="auth-screen">
        <main className="auth-branding">
          <div className="auth-brand-mark">
            <BrandLogo size={40} />
            <span className="h4 mb-0">{brand.name}</span>
          </div>
          <p className="auth-teaser">{brand.teaser}</p>
          {/* The sign-in calls' mock loads when the user starts on a form, not with the page. */}
          <div className="auth-form" onFocus={() => warmUpApi('/jwt/login')}>
            <Outlet />
          </div>
        </main>
        <aside className="auth-art-panel" aria-label={t('auth.artwork')}>
          <AuthArtwork brand={brand} />
        </aside>
      </div>
    </GuestOnly>
  );
}
