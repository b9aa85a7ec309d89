import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from '@croupier/shared/router';

const UiNamespaceContext = createContext<string | undefined>(undefined);

/**
 * The i18next namespace the kit's own texts come from: the remote that renders them. Every remote's
 * namespace has `common.loading`, `common.retry`, `common.sending` and, when it pages, `pager.*`.
 * Without a provider the texts come from the i18next instance's default namespace.
 */
export function UiNamespace({ ns, children }: { ns: string; children: ReactNode }) {
  return <UiNamespaceContext.Provider value={ns}>{children}</UiNamespaceContext.Provider>;
}

export function useUiNamespace(): string | undefined {
  return useContext(UiNamespaceContext);
}

/** `routes` with each page rendered inside <UiNamespace ns={ns}>. */
export function withUiNamespace(ns: string, routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    element: route.element && <UiNamespace ns={ns}>{route.element}</UiNamespace>,
  }));
}

/** `widgets` with each rendered inside <UiNamespace ns={ns}>: the shell places them on its pages. */
export function withUiNamespaceWidgets(
  ns: string,
  widgets: Record<string, ComponentType>,
): Record<string, ComponentType> {
  return Object.fromEntries(
    Object.entries(widgets).map(([name, Widget]) => [
      name,
      function NamespacedWidget() {
        return (
          <UiNamespace ns={ns}>
            <Widget />
          </UiNamespace>
        );
      },
    ]),
  );
}
