const GIB = 1024 ** 3;

/**
 * How the Go programs a one-shot run starts (esbuild's service, TypeScript's native compiler)
 * collect garbage: only near a memory limit (GOGC=off) instead of each time their heap doubles.
 * They exit within seconds; on the shipped site their collections were a third of their CPU time.
 *
 * The limit must stay well above the live heap, or the collector runs without pause: TypeScript's
 * heap for MUI X v9's 1,650 demos is about 2 GB, and under a 1 GiB limit the type-check took
 * 115 CPU-s instead of Go's default 45 (2 GiB: 67; 3 GiB: 38; 4 GiB: 35). A quarter of the
 * machine's memory, as Java sizes its heap, between 1 and 4 GiB: beyond 4 GiB the pages the heap
 * takes fresh from the system cost more than the collections they save (8 GiB: 41 CPU-s, over a
 * quarter of it in the kernel).
 *
 * The machine's memory is the smaller of what the system has and what a container (cgroup) allows
 * the process, `constrainedMemory`: a container of 4 GiB on a large host gives each program 1 GiB,
 * not 4. Undefined where the user set either variable: their setting is kept.
 */
export function goCollectorSettings(env: NodeJS.ProcessEnv, totalMemory: number, constrainedMemory?: number): { GOGC: string; GOMEMLIMIT: string } | undefined {
  if (env.GOGC !== undefined || env.GOMEMLIMIT !== undefined) return undefined;
  // 0 or undefined: no constraint known.
  const memory = Math.min(totalMemory, constrainedMemory || Infinity);
  const limit = Math.min(4 * GIB, Math.max(GIB, memory / 4));
  return { GOGC: 'off', GOMEMLIMIT: `${Math.floor(limit / 1024 ** 2)}MiB` };
}
