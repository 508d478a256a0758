import fs from 'node:fs';

// What a process of the benchmark costs, read from Linux's /proc.

/** Samples a process's resident memory until stopped; returns the peak and the last, in MiB. */
export function sampleRss(pid: number) {
  let peak = 0;
  let last = 0;
  const read = () => {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    last = Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? 0) / 1024;
    peak = Math.max(peak, last);
  };
  read();
  const timer = setInterval(read, 250);
  return { stop: () => (clearInterval(timer), read(), { peak, last }) };
}

/** The CPU time a process has used so far (user + system), in ms; NaN where /proc is missing. */
export function cpuTimeMs(pid: number): number {
  try {
    // utime and stime: fields 14 and 15 of stat, the 12th and 13th after the command name.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticksPerSecond = 100; // USER_HZ on Linux
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return NaN;
  }
}
