import { useEffect, useState } from 'react';
import { useT } from '../i18n/use-t';

const showAfterPx = 300;

/** A button that appears once the page is scrolled down and takes the user back to the top. */
export function ScrollToTop() {
  const { t } = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > showAfterPx);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button type="button" className="btn btn-primary scroll-to-top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <span aria-hidden="true">↑</span>
      <span className="visually-hidden">{t('layout.scrollToTop')}</span>
    </button>
  );
}
