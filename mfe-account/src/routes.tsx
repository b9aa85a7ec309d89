import type { RouteObject } from 'react-router';
import { ProfilePage } from './features/profile';

export const namespace = 'account';

export const routes: RouteObject[] = [
  { path: 'account/profile/information', element: <ProfilePage /> },
];
