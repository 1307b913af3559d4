/** Processes a benchmark starts: a free port, whether the server answers, and what its process tree uses. */
import fs from 'node:fs';
import net from 'node:net';

const CLOCK_TICKS_PER_SECOND = 100;
const PAGE_KB = 4;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    return response.status === 200;
  } catch {
    return false;
  }
}

interface ProcStat {
  parent: number;
  ticks: number;
  rssPages: number;
}

/** Every process's parent, CPU ticks and resident pages, from /proc (empty where there is none). */
function procStats(): Map<number, ProcStat> {
  const stats = new Map<number, ProcStat>();
  if (!fs.existsSync('/proc/self/stat')) return stats;
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces: the fields after it start past the last ')'.
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(name), {
        parent: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
        rssPages: Number(fields[21]),
      });
    } catch {
      // The process ended while we looked.
    }
  }
  return stats;
}

/** `root` and its descendants, with their figures. */
function tree(root: number): ProcStat[] | null {
  const stats = procStats();
  if (stats.size === 0) return null;
  const wanted = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, stat] of stats) {
      if (!wanted.has(pid) && wanted.has(stat.parent)) {
        wanted.add(pid);
        grew = true;
      }
    }
  }
  return [...wanted].flatMap((pid) => stats.get(pid) ?? []);
}

/** User + system CPU of a process and its descendants so far (null where /proc is missing). */
export function treeCpuMs(root: number): number | null {
  const members = tree(root);
  if (!members) return null;
  return (members.reduce((sum, s) => sum + s.ticks, 0) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Resident memory of a process and its descendants, in MB (null where /proc is missing). */
export function treeRssMb(root: number): number | null {
  const members = tree(root);
  if (!members) return null;
  return (members.reduce((sum, s) => sum + s.rssPages, 0) * PAGE_KB) / 1024;
}
