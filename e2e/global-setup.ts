import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** The journeys run the built app; say plainly what to build when it is missing. */
export default function globalSetup(): void {
  const repoRoot = resolve(import.meta.dirname, '..');
  const needed = [
    ['apps/web/dist/index.html', 'npm run build -w @kitlab/web'],
    ['apps/server/dist/main.js', 'npm run build -w @kitlab/server'],
  ];
  const missing = needed.filter(([file]) => !existsSync(resolve(repoRoot, file ?? '')));
  if (missing.length > 0) {
    throw new Error(
      `Build the app before the browser journeys:\n${missing.map(([f, cmd]) => `  ${f} is missing: ${cmd}`).join('\n')}`,
    );
  }
}
