// Mantine's core style sheet, less the rules of components the app never draws (build/mantine-styles.ts).
import 'virtual:mantine-core.css';
import '@mantine/notifications/styles.css';
// The theme's CSS variables, written by the build (build/theme-variables.ts).
import 'virtual:theme-variables.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { afterPageLoad } from './lib/after-page-load';
import { installRequestErrorLog } from './lib/request-error-log';
import { registerServiceWorker } from './lib/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

installRequestErrorLog();
afterPageLoad(() => void registerServiceWorker());

const root = createRoot(container);
// Drawn as a transition, React pauses the first render every few milliseconds instead of
// holding the main thread until the whole page is drawn.
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  ),
);
