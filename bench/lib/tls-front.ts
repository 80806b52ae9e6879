// A load balancer in front of the built server, as a school's deployment has one: nginx ending
// TLS and speaking HTTP/2 to the browser, HTTP/1.1 with kept-alive connections to the server. The
// browser then fetches what it fetches in production (brotli, one multiplexed connection), not
// what plain HTTP/1.1 straight to the server gives it (gzip, six connections).
//
// Needs nginx and openssl (their packages: scripts/lib/tls-front-packages.mjs). The certificate is made
// for this run; the browser is told to accept it (`--ignore-certificate-errors`).

import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/ports.mjs';
import { TLS_FRONT_INSTALL_HINT } from '../../scripts/lib/tls-front-packages.mjs';

export interface TlsFront {
  /** The address the browser opens: `https://localhost:<port>`. */
  base: string;
  stop(): Promise<void>;
}

const NGINX = process.env.NGINX ?? 'nginx';

function configuration(folder: string, port: number, upstream: URL): string {
  const temp = (name: string) => join(folder, name);
  // nginx started by root runs its workers as `nobody`, who cannot read this run's folder.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return `${user}
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  upstream kitlab { server ${upstream.host}; keepalive 32; }
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${temp('cert.pem')};
    ssl_certificate_key ${temp('key.pem')};
    location / {
      proxy_pass http://kitlab;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto https;
      # The live stream's events go out as they come.
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

function makeCertificate(folder: string): void {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      join(folder, 'key.pem'),
      '-out',
      join(folder, 'cert.pem'),
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
}

async function listening(port: number, nginx: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}`);
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        done(true);
      });
      socket.once('error', () => done(false));
    });
    if (open) return;
    await new Promise((wait) => setTimeout(wait, 50));
  }
  throw new Error(`nginx did not listen on ${port}`);
}

/** Starts nginx in front of `upstream` (the built server's `http://127.0.0.1:<port>`). */
export async function startTlsFront(upstream: string): Promise<TlsFront> {
  if (spawnSync(NGINX, ['-v']).error) {
    throw new Error(
      `nginx is missing: ${TLS_FRONT_INSTALL_HINT} (or FIRST_PAGE_PLAIN_HTTP=1 to measure plain HTTP/1.1 to the server)`,
    );
  }
  const folder = mkdtempSync(join(tmpdir(), 'kitlab-tls-front-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(folder, temp));
  makeCertificate(folder);
  const port = await freePort();
  const conf = join(folder, 'nginx.conf');
  writeFileSync(conf, configuration(folder, port, new URL(upstream)));
  const nginx = spawn(NGINX, ['-c', conf, '-p', folder], { stdio: 'ignore' });
  const exited = new Promise<void>((done) => nginx.once('exit', () => done()));
  try {
    await listening(port, nginx);
  } catch (error) {
    nginx.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    base: `https://localhost:${port}`,
    async stop() {
      if (nginx.exitCode === null) nginx.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
