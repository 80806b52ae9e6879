import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server's CSP allows scripts from 'self' only; keep everything in files.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app, so browsers keep them cached across releases.
        codeSplitting: {
          groups: [
            // The password strength data (about 1 MB) loads only on password screens.
            {
              name: 'password-strength',
              test: /node_modules[\\/](@zxcvbn-ts|fastest-levenshtein)/,
            },
            { name: 'mantine', test: /node_modules[\\/]@mantine/ },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // Vitest leaves one core free by default: on a 2-core machine that is one worker for ~130
    // test files, and two finish in about 60% of the time.
    maxWorkers: 2,
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
