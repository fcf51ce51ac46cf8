// Only what the console uses. Shared whole, React Router costs ~60 KB gzip on every page; shared
// through this list it is tree-shaken to about half. Adding a name here needs the shell that
// provides this singleton deployed before any remote that uses the name.
export {
  createBrowserRouter,
  createMemoryRouter,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useBeforeUnload,
  useBlocker,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useNavigation,
  useNavigationType,
  useParams,
  useRevalidator,
  useRouteError,
  useRoutes,
  useSearchParams,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type Location,
  type NavigateOptions,
  type RouteObject,
} from 'react-router';
// The DOM build's provider flushes updates synchronously where React Router needs it.
export { RouterProvider } from 'react-router/dom';
