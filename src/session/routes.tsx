import { useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { ROUTES, signInPath } from '../lib/paths';
import { lazyPage, pageRoute } from '../ui/lazyPage';
import { useSession } from './SessionContext';

const SignInPage = lazyPage(() => import('./SignInPage').then((m) => m.SignInPage), 'first');

/** Signed-out visitors go to the sign-in page and come back where they were headed. */
export function RequireSession() {
  const { session } = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={signInPath({ next: location.pathname + location.search })} replace />;
  return <Outlet />;
}

/**
 * Signing out is a navigation, so that a page with unsaved work can ask first (its blocker sees it like any
 * other); once here, the session ends and the sign-in page follows.
 */
function SignOut() {
  const { signOut } = useSession();
  useLayoutEffect(signOut, [signOut]);
  return <Navigate to={ROUTES.signIn} replace />;
}

export const sessionRoutes: RouteObject[] = [
  pageRoute(ROUTES.signIn, SignInPage),
  { path: ROUTES.signOut, element: <SignOut /> },
];
