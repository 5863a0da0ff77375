/**
 * What the shell provides to the remotes under the shared key `react-router`: the hooks and
 * components a page uses inside the shell's router. Module Federation shares whole modules, so
 * providing the package itself would keep all of it (the static, server and framework parts too)
 * in the shell's first load; this module keeps the package tree-shaken to what the shell and the
 * remotes use. A remote that needs another export adds it here (surfaces.test.ts lists what the
 * remotes import).
 */
export {
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigation,
  useNavigationType,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
