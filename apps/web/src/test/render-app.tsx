import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProvider } from '../app/providers';
import { createQueryClient } from '../lib/query-client';
import { AppRoutes } from '../app/router';

function LocationProbe({ onChange }: { onChange: (path: string) => void }) {
  const location = useLocation();
  useEffect(() => {
    onChange(location.pathname + location.search);
  }, [location, onChange]);
  return null;
}

/** Renders `ui` (the whole app's routes by default) at `path`, with a fresh query cache. */
export function renderApp(path = '/', ui: ReactNode = <AppRoutes />) {
  const queryClient = createQueryClient();
  let currentPath = path;
  const utils = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe
          onChange={(next) => {
            currentPath = next;
          }}
        />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...utils, user: userEvent.setup(), queryClient, currentPath: () => currentPath };
}
