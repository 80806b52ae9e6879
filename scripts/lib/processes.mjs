import { spawn } from 'node:child_process';

const runningChildren = new Set();

/**
 * Runs a command with its output shown live and resolves to
 * { code, timedOut } once it has ended. Never rejects.
 */
export function runLive(command, args, { cwd, env = process.env, timeoutMs } = {}) {
  return new Promise((resolve) => {
    let settled = false;
    let timedOut = false;
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
      // A process group of its own lets a timeout or Ctrl-C stop everything the command
      // started: stopping only an `npx` wrapper would leave the real node process running.
      detached: true,
    });
    runningChildren.add(child);

    const timer = timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          console.error(
            `\n${command} ${args.join(' ')}: no result after ${timeoutMs / 1000}s, stopping it.`,
          );
          stopProcessGroup(child);
        }, timeoutMs)
      : undefined;

    const finish = (code) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      runningChildren.delete(child);
      // Leftovers of the command (workers, servers a test forgot) must not outlive it.
      signalGroup(child, 'SIGKILL');
      resolve({ code, timedOut });
    };
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      finish(127);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 128 : 1)));
  });
}

/** Stops every command still running, for Ctrl-C and other interruptions. */
export function stopAllRunning(signal = 'SIGTERM') {
  for (const child of runningChildren) signalGroup(child, signal);
}

function stopProcessGroup(child) {
  signalGroup(child, 'SIGTERM');
  setTimeout(() => signalGroup(child, 'SIGKILL'), 5000).unref();
}

function signalGroup(child, signal) {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has already gone.
  }
}

/** The current environment with some variables set, and those given as undefined removed. */
export function environmentWith(overrides) {
  const env = { ...process.env };
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}
