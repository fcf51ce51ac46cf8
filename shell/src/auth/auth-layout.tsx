import { Outlet } from '@console/router';
import { warmUpApi } from '../app/mock-backend';
import { BrandLogo, useBrand } from '../branding/brand-context';
import { AuthArtwork } from './auth-artwork';
import { LanguageSelect } from '../i18n/choose-language';
import { useT } from '../i18n/use-t';
import { GuestOnly } from './guest-only';

/**
 * Login, register, forgot and reset password: the brand and form on the left, artwork on the
 * right. A signed-in user goes home, but from a reset link (`guestsOnly` false): the mail may be
 * read in the browser that is signed in, and the link must not send them away unanswered.
 */
export function AuthLayout({ guestsOnly = true }: { guestsOnly?: boolean }) {
  const brand = useBrand();
  const { t } = useT();
  const screen = (
    <div className="auth-screen">
      <main className="auth-branding">
        <div className="auth-brand-mark">
          <BrandLogo size={40} />
          <span className="h4 mb-0">{brand.name}</span>
          {/* A first visit speaks the browser's language; anyone can change it before signing in. */}
          <LanguageSelect className="ms-auto auth-language" />
        </div>
        <p className="auth-teaser">{t(`brand.teasers.${brand.id}`)}</p>
        {/* The sign-in calls' mock loads when the user starts on a form, not with the page. */}
        <div className="auth-form" onFocus={() => warmUpApi('/jwt/login')}>
          <Outlet />
        </div>
      </main>
      <aside className="auth-art-panel" aria-label={t('auth.artwork')}>
        <AuthArtwork brand={brand} label={t('brand.illustration', { name: brand.name })} />
      </aside>
    </div>
  );
  return guestsOnly ? <GuestOnly>{screen}</GuestOnly> : screen;
}
