import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The theme's CSS variables, written by the build (build/theme-variables.ts).
import 'virtual:theme-variables.css';
import { StrictMode } from 'react';
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

createRoot(container).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
