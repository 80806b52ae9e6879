// Installs every Debian package the test stages need (as root or through password-less sudo),
// or says which to install. The CI entry runs it before installing node packages.
import { ensureSystemPackages } from './lib/system-packages.mjs';

await ensureSystemPackages({ needChromium: true, needPostgres: true });
