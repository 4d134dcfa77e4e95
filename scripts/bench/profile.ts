// Where a V8 CPU profile (node --cpu-prof) spent its samples: self time per package or source
// file, and the busiest functions, so a slow route's cost can be attributed.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  /** Microseconds between consecutive samples. */
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface ProfileSummary {
  totalSamples: number;
  /** [area, share of samples in %], busiest first. */
  areas: [string, number][];
  functions: [string, number][];
}

/** node_modules/<package>, our own file relative to the project, or a V8/Node internal bucket. */
function area(url: string, root: string): string {
  if (!url) return '(native: I/O, GC, idle)';
  if (url.startsWith('node:')) return 'node internals';
  const file = url.replace(/^file:\/\//, '');
  const modules = file.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = file.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  return path.relative(root, file);
}

/** Only the samples of the last `lastSeconds` count: the load, not the start-up before it. */
export function summarizeProfile(file: string, root: string, lastSeconds: number, top = 12): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  const from = profile.endTime - lastSeconds * 1e6;
  const samples: number[] = [];
  let at = profile.startTime;
  profile.samples.forEach((sample, index) => {
    at += profile.timeDeltas[index];
    if (at >= from) samples.push(sample);
  });
  for (const sample of samples) {
    const frame = byId.get(sample)!.callFrame;
    const where = area(frame.url, root);
    areas.set(where, (areas.get(where) ?? 0) + 1);
    const name = `${frame.functionName || '(anonymous)'} ${where}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + 1);
  }
  const total = samples.length;
  const ranked = (counts: Map<string, number>) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, count]): [string, number] => [name, Math.round((count / total) * 1000) / 10]);
  return { totalSamples: total, areas: ranked(areas), functions: ranked(functions) };
}
