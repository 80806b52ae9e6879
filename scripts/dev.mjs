// Development: the API with reload on change (tsx watch) and the web app with hot reload (Vite),
// which forwards /api to the API. Stops both on Ctrl-C.
import { spawn } from 'node:child_process';

const processes = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@kitlab/web'], { stdio: 'inherit' }),
];

function stopAll() {
  for (const child of processes) child.kill('SIGTERM');
}

process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of processes) {
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
}
