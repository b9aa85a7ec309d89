// The router of the player site, one instance across the federation. Apps import it from here,
// never from react-router: a shared package loads whole, while a re-export of what the site uses
// lets the bundler leave the rest of react-router (most of it) off the page.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { NavigateFunction, RouteObject } from 'react-router';
