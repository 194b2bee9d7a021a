// The router, for the shell and every remote, through this one shared package: the page needs one
// instance of it (its context), and sharing only what the store uses lets the build leave the rest of
// the library out, instead of sharing all of react-router whole.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  createBrowserRouter,
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
  type RouteObject,
} from 'react-router-dom';
