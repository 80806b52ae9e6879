import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * Every living process started, directly or not, by `pid`: read from /proc, so on systems
 * without it (macOS) the answer is empty and only process groups are signalled. A process that
 * put itself in a group of its own (as Playwright does with its web server) is still found here
 * while its parent lives.
 */
export function descendantsOf(pid) {
  const childrenOf = new Map();
  for (const { pid: child, ppid } of listProcesses()) {
    if (!childrenOf.has(ppid)) childrenOf.set(ppid, []);
    childrenOf.get(ppid).push(child);
  }
  const found = [];
  const waiting = [pid];
  while (waiting.length > 0) {
    for (const child of childrenOf.get(waiting.pop()) ?? []) {
      found.push(child);
      waiting.push(child);
    }
  }
  return found;
}

/** The process listening on a TCP port of this machine, as { pid, command }, or null. */
export function listenerOn(port) {
  const inodes = listeningSocketInodes(port);
  if (inodes.size === 0) return null;
  for (const { pid } of listProcesses()) {
    let descriptors;
    try {
      descriptors = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of descriptors) {
      const target = readLink(`/proc/${pid}/fd/${fd}`);
      const inode = /^socket:\[(\d+)\]$/.exec(target ?? '')?.[1];
      if (inode && inodes.has(inode)) return { pid, command: commandOf(pid) };
    }
  }
  return { pid: null, command: 'a process this user cannot see' };
}

function listProcesses() {
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const processes = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name in parentheses may hold spaces: the fields after it are fixed.
      const [, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.push({ pid: Number(entry), ppid: Number(ppid) });
    } catch {
      // It ended while the list was read.
    }
  }
  return processes;
}

/** Inodes of the sockets listening on the port, over IPv4 and IPv6. */
function listeningSocketInodes(port) {
  const inodes = new Set();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines;
    try {
      lines = readFileSync(table, 'utf8').split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      const LISTEN = '0A';
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === LISTEN) inodes.add(fields[9]);
    }
  }
  return inodes;
}

function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

function readLink(path) {
  try {
    return readlinkSync(path);
  } catch {
    return null;
  }
}
