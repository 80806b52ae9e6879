// The service worker's script, built on its own into /sw.js (see build/service-worker.ts).
import { startServiceWorker } from './start-service-worker';

declare const self: ServiceWorkerGlobalScope;

startServiceWorker(self);
