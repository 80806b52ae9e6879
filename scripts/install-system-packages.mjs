// Installs every Debian package the test stages need (as root or through password-less sudo),
// or says which to install. The CI entry runs it before installing node packages.
import { ensureSystemPackages } from './lib/system-packages.mjs';

const { chromium, postgres } = await ensureSystemPackages({
  needChromium: true,
  needPostgres: true,
});
for (const { note } of [chromium, postgres])
  if (note) console.log(`${note} (the stages that need it will fail)`);
