import type { RemoteNames } from './names';

/** The files of a new remote's workspace, by path relative to its folder. */
export function remoteFiles(n: RemoteNames, pins: Record<string, string>, withMock: boolean): Record<string, string> {
  const dependencies = Object.fromEntries(Object.entries(pins).sort(([a], [b]) => a.localeCompare(b)));
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(
      {
        name: `@console/${n.id}`,
        version: '0.1.0',
        private: true,
        config: { port: n.port },
        scripts: {
          start: 'webpack serve --mode development',
          build: "node -e \"require('fs').rmSync('dist',{recursive:true,force:true})\" && webpack --mode production",
        },
        dependencies,
      },
      null,
      2,
    )}\n`,
    'webpack.config.ts': `import { remoteConfigs, type Mode } from '../../webpack.config.base';

export default (_env: unknown, argv: { mode?: Mode }) => remoteConfigs(argv.mode ?? 'production', __dirname);
`,
    'src/index.ts': `// The async boundary: shared singletons are negotiated before bootstrap's imports run.
void import('./bootstrap');
`,
    'src/bootstrap.tsx': `// Standalone mode only: this remote on its own page, with its own mock backend, signed in as
// the demo administrator. The shell never loads this file; it loads ./module.
import { installMockBackend, readMockSettings } from '@console/mirage/gate';
import { renderStandalone } from '@console/ui/standalone';
import ${n.camel}Module from './module';

installMockBackend(readMockSettings())?.warmUp(window.location.pathname);
void renderStandalone(${n.camel}Module);
`,
    'src/remote-meta.ts': `import type { RemoteMeta } from '@console/contracts';

const requires = { action: 'read', subject: '${n.pascal}' } as const;

/**
 * What the shell knows of this remote before loading it (written into mf-manifest.json by the
 * build): where it mounts, its menu entry and searchable pages, and their texts.
 */
export const remoteMeta = {
  id: '${n.id}',
  basePath: '${n.basePath}',
  name: 'meta.menu',
  nav: [{ label: 'meta.menu', to: '${n.basePath}', icon: 'file-text', order: 500, requires }],
  pages: [{ title: 'meta.menu', to: '${n.basePath}', keywords: [${JSON.stringify(n.id)}], requires }],
  // Once it has records with pages of their own, \`records\` lets the navbar search find them
  // (README, "How the shell finds remotes"; the users remote's is an example).
  texts: {
    en: { meta: { menu: '${n.label}' } },
    fr: { meta: { menu: '${n.label}' } },
    ar: { meta: { menu: '${n.label}' } },
  },
} as const satisfies RemoteMeta;
`,
    'src/module.ts': `import type { RemoteModule } from '@console/contracts';
import { remoteMeta } from './remote-meta';

const requires = { action: 'read', subject: '${n.pascal}' } as const;

// The remote's own texts, one chunk per language, loaded with its first page.
const texts = {
  en: () => import(/* webpackChunkName: "${n.id}-texts-en" */ './i18n/en'),
  fr: () => import(/* webpackChunkName: "${n.id}-texts-fr" */ './i18n/fr'),
  ar: () => import(/* webpackChunkName: "${n.id}-texts-ar" */ './i18n/ar'),
};

/** The ${n.label} remote as the shell sees it. */
const ${n.camel}Module = {
  meta: remoteMeta,
  routes: [{ path: '', load: () => import('./pages/${n.id}-page'), requires }],
  texts: async (language) => (await texts[language]()).default,
} satisfies RemoteModule;

export default ${n.camel}Module;
`,
    'src/i18n/en.ts': textsFile(n, 'The English texts of the pages (the source language; fr and ar follow its keys).', ''),
    // A new remote starts with English everywhere: translate these before it ships.
    'src/i18n/fr.ts': textsFile(n, 'French texts (to translate: the generator copied the English).', 'fr'),
    'src/i18n/ar.ts': textsFile(n, 'Arabic texts (to translate: the generator copied the English).', 'ar'),
    [`src/i18n/use-${n.id}-t.ts`]: `import { useTexts } from '@console/ui';
import type en from './en';

/** This remote's texts in the current language (namespace '${n.id}'), keys checked against en.ts. */
export const use${n.pascal}T = () => useTexts<typeof en>('${n.id}');
`,
    [`src/pages/${n.id}-page.tsx`]: withMock ? pageWithData(n) : pageWithoutData(n),
    [`src/pages/${n.id}-page.test.tsx`]: withMock ? pageTestWithData(n) : pageTestWithoutData(n),
  };
  if (withMock) {
    files[`src/api/${n.id}-api.ts`] = `import { apiRequest } from '@console/auth';
import type { ${n.pascal}Status } from '@console/contracts';

export function fetch${n.pascal}Status(signal?: AbortSignal): Promise<${n.pascal}Status> {
  return apiRequest<${n.pascal}Status>('/api/${n.id}/status', { signal });
}
`;
  }
  return files;
}

function textsFile(n: RemoteNames, comment: string, language: '' | 'fr' | 'ar'): string {
  const body = `{
  title: '${n.label}',
  intro: '${n.label} is part of this console.',
  loading: 'Loading ${n.label.toLowerCase()}…',
}`;
  return language
    ? `import type { Translation } from '@console/ui';
import type en from './en';

/** ${comment} */
export default ${body} satisfies Translation<typeof en>;
`
    : `/** ${comment} */
export default ${body};
`;
}

function pageWithData(n: RemoteNames): string {
  return `import { useQuery } from '@tanstack/react-query';
import { ErrorState, PageHeader, SkeletonLines } from '@console/ui';
import { fetch${n.pascal}Status } from '../api/${n.id}-api';
import { use${n.pascal}T } from '../i18n/use-${n.id}-t';

/** The ${n.label} remote's first page: its title and what its API answers (cached by the console's one query client). */
export default function ${n.pascal}Page() {
  const t = use${n.pascal}T();
  const status = useQuery({ queryKey: ['${n.id}', 'status'], queryFn: ({ signal }) => fetch${n.pascal}Status(signal) });
  return (
    <>
      <PageHeader title={t('title')} />
      {status.isError ? (
        <ErrorState message={status.error.message} onRetry={() => void status.refetch()} />
      ) : status.data ? (
        <p>{status.data.message}</p>
      ) : (
        <SkeletonLines lines={1} label={t('loading')} />
      )}
    </>
  );
}
`;
}

function pageWithoutData(n: RemoteNames): string {
  return `import { PageHeader } from '@console/ui';
import { use${n.pascal}T } from '../i18n/use-${n.id}-t';

/** The ${n.label} remote's first page. */
export default function ${n.pascal}Page() {
  const t = use${n.pascal}T();
  return (
    <>
      <PageHeader title={t('title')} />
      <p>{t('intro')}</p>
    </>
  );
}
`;
}

function pageTestWithData(n: RemoteNames): string {
  return `import { screen } from '@testing-library/react';
import { ${n.camel}Domain } from '@console/mirage';
import { mockServerPerTest, renderRemote } from '@console/testing';
import ${n.camel}Module from '../module';

mockServerPerTest(() => [${n.camel}Domain()]);

it('shows its title and what the API answers', async () => {
  renderRemote(${n.camel}Module, '${n.basePath}');
  expect(await screen.findByRole('heading', { name: '${n.label}' })).toBeInTheDocument();
  expect(await screen.findByText('${n.label} is ready.')).toBeInTheDocument();
});
`;
}

function pageTestWithoutData(n: RemoteNames): string {
  return `import { screen } from '@testing-library/react';
import { renderRemote } from '@console/testing';
import ${n.camel}Module from '../module';

it('shows its title', async () => {
  renderRemote(${n.camel}Module, '${n.basePath}');
  expect(await screen.findByRole('heading', { name: '${n.label}' })).toBeInTheDocument();
});
`;
}

/** The mock domain stub, its contract type and its e2e smoke test (files outside the remote's folder). */
export function sharedFiles(n: RemoteNames, withMockStub: boolean): Record<string, string> {
  if (!withMockStub) return { [`e2e/${n.id}.spec.ts`]: e2eWithoutData(n) };
  return {
    [`shared/contracts/src/${n.id}.ts`]: `/** GET /api/${n.id}/status: a first call of the ${n.label} remote (replace with its real API). */
export interface ${n.pascal}Status {
  message: string;
}
`,
    [`shared/mirage/src/domains/${n.id}/index.ts`]: `import type { ${n.pascal}Status } from '@console/contracts';
import { json } from '../../http';
import type { MockDomain } from '../../mock-domain';
import type { SeedOptions } from '../../seed-options';

/** The ${n.label} remote's mock API (a stub to grow: see docs/mock-backend.md). */
export function ${n.camel}Domain(_options: SeedOptions = {}): MockDomain {
  return {
    name: '${n.id}',
    routes(server) {
      server.get('/api/${n.id}/status', () => json(200, { message: '${n.label} is ready.' } satisfies ${n.pascal}Status));
    },
  };
}
`,
    [`e2e/${n.id}.spec.ts`]: `import { expect, test } from './fixtures';

test('${n.label}: the menu opens its page, which shows what its API answers', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: '${n.label}' }).click();
  await expect(page).toHaveURL(/${n.basePath.replace(/\//g, '\\/')}$/);
  await expect(page.getByRole('heading', { level: 1, name: '${n.label}' })).toBeVisible();
  await expect(page.getByText('${n.label} is ready.')).toBeVisible();
});

test('${n.label} runs on its own, with its own mock backend', async ({ page }) => {
  await page.goto('http://localhost:${n.port}/');
  await expect(page).toHaveURL('http://localhost:${n.port}${n.basePath}');
  await expect(page.getByText('standalone')).toBeVisible();
  await expect(page.getByText('${n.label} is ready.')).toBeVisible();
});
`,
  };
}

/** The smoke test of a remote that uses a mock domain there was before it. */
function e2eWithoutData(n: RemoteNames): string {
  return `import { expect, test } from './fixtures';

test('${n.label}: the menu opens its page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: '${n.label}' }).click();
  await expect(page).toHaveURL(/${n.basePath.replace(/\//g, '\\/')}$/);
  await expect(page.getByRole('heading', { level: 1, name: '${n.label}' })).toBeVisible();
});

test('${n.label} runs on its own', async ({ page }) => {
  await page.goto('http://localhost:${n.port}/');
  await expect(page).toHaveURL('http://localhost:${n.port}${n.basePath}');
  await expect(page.getByRole('heading', { level: 1, name: '${n.label}' })).toBeVisible();
});
`;
}
