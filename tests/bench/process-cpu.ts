/**
 * CPU time spent by the bench's Chromium and the bench server over a stretch of a run, from /proc
 * (Linux; elsewhere every figure is 0 and `cpuAccountingAvailable` is false). On a 2-core machine the first sync
 * keeps both cores busy, so its wall time follows the CPU everything spends, wherever it is spent:
 * this says how much each side spent — the page's renderer, the browser process (where Chromium
 * runs IndexedDB), Chromium's other processes, and the server (with its PostgreSQL backends), which
 * on a real phone is on another machine. Every Chromium process on the machine counts, as the
 * bench's own: like every bench figure, it wants the machine to itself.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { median } from './browser-launch';
import { cpuSecondsOf } from './server-process';

export const CPU_SIDES = ['renderers', 'browser', 'otherChromium', 'server'] as const;
export type CpuSide = (typeof CPU_SIDES)[number];
export type CpuSpent = Record<CpuSide, number>;
export type CpuSnapshot = Map<number, { side: CpuSide; seconds: number }>;

export const cpuAccountingAvailable = existsSync('/proc/self/stat');

/** The bench server's process and, on PostgreSQL, its database (its backends count as the server). */
export type ServerProcesses = { pid: number; database?: string };

function sideOf(cmdline: string, server: ServerProcesses): CpuSide | null {
  // A PostgreSQL backend names its database in its title: `postgres: user db 127.0.0.1(port) idle`.
  if (server.database && cmdline.startsWith('postgres: ') && cmdline.includes(` ${server.database} `))
    return 'server';
  if (!/chrom(e|ium)/.test(cmdline.split(' ')[0] ?? '')) return null;
  const type = /--type=(\S+)/.exec(cmdline)?.[1];
  if (!type) return 'browser';
  return type === 'renderer' ? 'renderers' : 'otherChromium';
}

/** Every Chromium process's CPU seconds so far, and the server's. */
export function cpuSnapshot(server: ServerProcesses): CpuSnapshot {
  const snapshot: CpuSnapshot = new Map();
  if (!cpuAccountingAvailable) return snapshot;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const side =
        pid === server.pid
          ? 'server'
          : sideOf(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '), server);
      if (side) snapshot.set(pid, { side, seconds: cpuSecondsOf(pid) });
    } catch {
      // The process ended between the listing and the read: it spent nothing more in the window.
    }
  }
  return snapshot;
}

/** CPU seconds per side between two snapshots (a process that started in between counts whole). */
export function cpuSpent(before: CpuSnapshot, after: CpuSnapshot): CpuSpent {
  const spent = Object.fromEntries(CPU_SIDES.map((side) => [side, 0])) as CpuSpent;
  for (const [pid, { side, seconds }] of after) spent[side] += seconds - (before.get(pid)?.seconds ?? 0);
  return spent;
}

/** The device's share: everything but the server. */
export const deviceCpu = (spent: CpuSpent) => spent.renderers + spent.browser + spent.otherChromium;

export const formatCpu = (spent: CpuSpent) =>
  `renderers ${spent.renderers.toFixed(2)} s, browser process ${spent.browser.toFixed(2)} s, other Chromium ${spent.otherChromium.toFixed(2)} s, server ${spent.server.toFixed(2)} s`;

/** Each side's median over the runs. */
export function medianCpu(runs: { cpu: CpuSpent }[]): CpuSpent {
  return Object.fromEntries(
    CPU_SIDES.map((side) => [side, median(runs.map((run) => run.cpu[side]))]),
  ) as CpuSpent;
}
