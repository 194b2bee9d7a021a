// The router, for the shell and every remote, through this one shared package: the page needs one
// instance of it (its context), and sharing only what the store uses lets the build leave the rest of
// the library out. The store uses its declarative mode (BrowserRouter and a route list): it loads no
// data through the router, and the data router's loaders, actions, fetchers and error responses would
// add about 15 KB gzip to every page.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from 'react-router-dom';
