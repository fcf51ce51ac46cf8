import { Navigate, type RouteObject } from '@console/router';
import { remoteBasePaths, type RemoteModule } from '@console/contracts';
import { FullScreenFallback } from '../full-screen-fallback';
import { NotFound } from '../message-page';
import { remotePagesLoader, RemoteRoutes } from '../remote-routes';
import { StandaloneFrame } from './standalone-frame';

/** A remote's routes when it runs alone: its pages under each of its base paths, in the standalone frame. */
export function standaloneRoutes(module: RemoteModule): RouteObject[] {
  return [
    {
      path: '/',
      element: <StandaloneFrame meta={module.meta} />,
      children: [
        { index: true, element: <Navigate to={module.meta.basePath} replace /> },
        ...remoteBasePaths(module.meta).map((base) => ({
          path: `${base}/*`,
          loader: remotePagesLoader(() => module),
          // A first load waits for the page's code and texts: the splash index.html painted stays meanwhile.
          hydrateFallbackElement: <FullScreenFallback />,
          element: <RemoteRoutes module={module} notFound={NotFound} base={base} />,
        })),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
