import { lazy } from 'react';

// The forms and their validation load when a player opens one, not with every page.

export const RegisterPage = lazy(() =>
  import('./RegisterPage').then((module) => ({ default: module.RegisterPage })),
);

export const LoginForm = lazy(() =>
  import('./LoginForm').then((module) => ({ default: module.LoginForm })),
);
