import { spawn } from 'node:child_process';
import { descendantsOf } from './process-tree.mjs';

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
          stopEverythingOf(child);
        }, timeoutMs)
      : undefined;

    const finish = (code) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      runningChildren.delete(child);
      // Leftovers of the command (workers, servers a test forgot) must not outlive it.
      signalEverythingOf(child, 'SIGKILL');
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
  for (const child of runningChildren) signalEverythingOf(child, signal);
}

/** Asks the command and all it started to stop, and makes them stop 5 s later. */
function stopEverythingOf(child) {
  signalEverythingOf(child, 'SIGTERM');
  setTimeout(() => signalEverythingOf(child, 'SIGKILL'), 5000).unref();
}

// Processes found under a command once: a server that left the command's process group (as
// Playwright's web server does) is reparented when the command dies and can no longer be found.
const startedBy = new WeakMap();

/** Signals the command's process group and every process it started, in a group or not. */
function signalEverythingOf(child, signal) {
  if (!child.pid) return;
  const known = startedBy.get(child) ?? new Set();
  for (const pid of descendantsOf(child.pid)) known.add(pid);
  startedBy.set(child, known);
  sendSignal(-child.pid, signal);
  for (const pid of known) sendSignal(pid, signal);
}

function sendSignal(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    // It has already gone.
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
