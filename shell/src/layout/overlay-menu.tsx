import Offcanvas from 'react-bootstrap/Offcanvas';
import { useT } from '../i18n/use-t';
import { BrandLogo, useBrand } from '../branding/brand-context';
import { MenuLinks } from './menu-links';

/** The menu as an overlay: on narrow screens, or when the menu is hidden, opened from the navbar. */
export function OverlayMenu({ show, onHide }: { show: boolean; onHide(): void }) {
  const brand = useBrand();
  const { t } = useT();
  // 'start' is the right-hand side in RTL: Bootstrap's RTL build mirrors it.
  return (
    <Offcanvas show={show} onHide={onHide} placement="start" aria-labelledby="overlay-menu-title">
      <Offcanvas.Header closeButton closeLabel={t('menu.close')}>
        <Offcanvas.Title id="overlay-menu-title" className="d-flex align-items-center gap-2">
          <BrandLogo /> {brand.name}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <nav aria-label={t('menu.main')}>
          <MenuLinks onNavigate={onHide} />
        </nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
