import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** A trace as Lighthouse saves it next to its report (`--save-assets`): `<report>-0.trace.json`. */
export interface LighthouseTrace {
  traceEvents: { name: string; ph: string; cat: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args: Record<string, unknown> }[];
}

/**
 * The page's main-thread work as CPU time, beside Lighthouse's `mainthread-work-breakdown`, which adds up the same
 * tasks' wall time: the tasks of the page's renderer main thread as Lighthouse finds them, each counted with the thread
 * time the trace gives it (`tdur`, the time the thread ran on a core), scaled by the simulated CPU slowdown as
 * Lighthouse scales its figure.
 *
 * Why both: on the bench's machine (two cores, software compositing) a task's wall time includes the time its thread
 * waited for a core while the browser's other threads drew, rasterised, decoded pictures or compiled scripts: a page
 * with pictures decodes them, a page with more requests has the browser handle more. A phone has the cores for that;
 * the CPU time is what its main thread does. (The overlay scrollbar's fade-out, some twenty more frames for a page
 * taller than the screen, is not among them: the measuring Chromium hides scrollbars, `@shop/config/chromium`.)
 */
export function mainThreadCpuMs(trace: LighthouseTrace, cpuSlowdown: number): number {
  const processed = TraceProcessor.processTrace(trace as never);
  const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd, processed.timestamps.timeOrigin);
  let microseconds = 0;
  for (const task of tasks) {
    if (task.parent) continue;
    // A task without thread time (rare: trace buffers cut at the end) counts its wall time.
    const { tdur, dur } = task.event as { tdur?: number; dur?: number };
    microseconds += tdur ?? dur ?? 0;
  }
  return (microseconds / 1000) * cpuSlowdown;
}
