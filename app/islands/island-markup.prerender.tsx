// The prerender's half of app/islands/island.tsx (the client build gets island-markup.browser.ts instead, see
// vite.config.ts): an island's markup is rendered as a separate React root, with the identifier prefix its
// hydrateRoot uses in the browser, so that useId values (labels, aria-controls) are the same on both sides. React
// Router's location and navigation contexts are passed in, so Link and useLocation render as in the page.
import { useContext, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import {
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
} from "react-router";

export function useIslandMarkup(element: ReactElement, identifierPrefix: string): string | null {
  const navigation = useContext(NavigationContext);
  const location = useContext(LocationContext);
  const route = useContext(RouteContext);
  return renderToString(
    <NavigationContext.Provider value={navigation}>
      <LocationContext.Provider value={location}>
        <RouteContext.Provider value={route}>{element}</RouteContext.Provider>
      </LocationContext.Provider>
    </NavigationContext.Provider>,
    { identifierPrefix },
  );
}
