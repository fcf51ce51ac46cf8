import { useEffect, useState } from 'react';
import { useT } from '../i18n/use-t';
import { ArrowUp } from 'lucide-react';

const showAfterPx = 300;

function backToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
  // This button goes once at the top: the focus goes up with the page, to its main area (the
  // layout's <main id="content">), rather than to nowhere, where the next Tab would start afresh.
  document.getElementById('content')?.focus({ preventScroll: true });
}

/** A button that appears once the page is scrolled down and takes the user back to the top. */
export function ScrollToTop() {
  const { t } = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // Not read on mount: a page opens at the top, and reading scrollY then forces a layout (~40 ms
    // of a cold load). A restored scroll position fires a scroll event, which sets it.
    const onScroll = () => setVisible(window.scrollY > showAfterPx);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button type="button" className="btn btn-primary scroll-to-top" onClick={backToTop}>
      <ArrowUp size={20} aria-hidden="true" />
      <span className="visually-hidden">{t('layout.scrollToTop')}</span>
    </button>
  );
}
