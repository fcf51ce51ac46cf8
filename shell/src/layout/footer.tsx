import { useT } from '../i18n/use-t';
import { useBrand } from '../branding/brand-context';

/** The footer (static, sticky or hidden by the layout settings). */
export function Footer() {
  const { t } = useT();
  const brand = useBrand();
  return (
    <footer className="shell-footer border-top px-4 py-2 small text-body-secondary d-flex justify-content-between">
      <span>
        © 2026 {brand.name}. {t('footer.rights')}
      </span>
      <span>{t('footer.madeFor')}</span>
    </footer>
  );
}
