// The Debian packages of the load balancer the first-page benchmark serves the app through
// (bench/lib/tls-front.ts), each by a file it installs, as chromium.mjs names the browser's.

export const TLS_FRONT_PACKAGE_FILES = {
  'nginx-light': '/usr/sbin/nginx',
  openssl: '/usr/bin/openssl',
};
export const TLS_FRONT_INSTALL_HINT = `sudo apt-get install ${Object.keys(TLS_FRONT_PACKAGE_FILES).join(' ')}`;
