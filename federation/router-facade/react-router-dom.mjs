// The router the shell and every remote share as `react-router-dom` (and, through
// ./react-router.mjs, as `react-router`): the part of react-router's declarative API
// the portal uses. A shared module cannot be tree-shaken (the build providing it
// cannot know what other builds will take from it), so sharing the whole package
// ships framework mode, data routers and server rendering to every visitor: 62 KB
// gzip against 13 KB for this list (docs/benchmarks.md).
//
// Importing anything else from react-router(-dom) fails the build (see the check in
// webpack.shared.js); add it here if an app needs it. `portal-router-implementation`
// is an alias of the real package, so this import is not itself taken from the
// share scope.
export {
  BrowserRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'portal-router-implementation';
