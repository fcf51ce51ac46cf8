import Offcanvas from 'react-bootstrap/Offcanvas';
import { useSessionStore } from '@console/auth';
import { useT } from '../i18n/use-t';
import { BrandLogo, useBrand } from '../branding/brand-context';
import { LanguageSelect } from '../i18n/choose-language';
import { MenuLinks } from './menu-links';
import { useLogOut } from './user-menu';

interface OverlayMenuProps {
  show: boolean;
  onHide(): void;
  /** The navbar is hidden: the menu also holds what only the navbar offered (language, Log out). */
  withAccount?: boolean;
}

/** The menu as an overlay: on narrow screens, or when the menu or the navbar is hidden. */
export function OverlayMenu({ show, onHide, withAccount = false }: OverlayMenuProps) {
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
      <Offcanvas.Body className="d-flex flex-column gap-3">
        <nav aria-label={t('menu.main')}>
          <MenuLinks onNavigate={onHide} />
        </nav>
        {withAccount && <AccountControls />}
      </Offcanvas.Body>
    </Offcanvas>
  );
}

/** Who is signed in, the language and Log out: the navbar's, when the navbar is hidden. */
function AccountControls() {
  const { t } = useT();
  const user = useSessionStore((state) => state.user);
  const [logOut, logOutQuestion] = useLogOut();
  return (
    <div className="mt-auto border-top pt-3 d-flex flex-column gap-2">
      {user && <p className="small text-body-secondary mb-0 text-break">{user.email}</p>}
      <LanguageSelect />
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={logOut}>
        {t('user.logout')}
      </button>
      {logOutQuestion}
    </div>
  );
}
