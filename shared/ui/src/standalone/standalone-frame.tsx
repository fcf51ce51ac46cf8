import { useEffect } from 'react';
import { Outlet } from '@console/router';
import { Toaster } from 'react-hot-toast';
import type { RemoteMeta } from '@console/contracts';
import { useUiT } from '../use-ui-t';
import { LanguageSelect } from './language-select';
import { remoteName } from './remote-texts';
import { StandaloneNav } from './standalone-nav';
import { useShownLanguage } from './use-shown-language';

/**
 * The page around a remote running alone: its name (not a heading: each page has its own), the
 * language, its own menu, then the page.
 */
export function StandaloneFrame({ meta }: { meta: RemoteMeta }) {
  const t = useUiT();
  const language = useShownLanguage();
  const name = remoteName(meta, language);
  const standalone = t('standalone', 'standalone');
  // The build titles the page in English; the tab follows the language shown.
  useEffect(() => {
    document.title = `${name} (${standalone})`;
  }, [name, standalone]);
  return (
    <>
      <header className="bg-body border-bottom">
        <div className="navbar px-3 gap-2">
          <span className="navbar-brand mb-0 text-wrap">
            {name} <small className="text-body-secondary fs-6">{standalone}</small>
          </span>
          <LanguageSelect />
        </div>
        <StandaloneNav meta={meta} />
      </header>
      <main className="container-fluid py-3">
        <Outlet />
      </main>
      <Toaster position="bottom-center" reverseOrder />
    </>
  );
}
