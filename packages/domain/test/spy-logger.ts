import { vi, type Mock } from 'vitest';
import type { Logger } from '../src/logger/logger.ts';

type LogMethod = Logger['error'];

/** A logger whose calls tests can inspect. */
export function createSpyLogger(): { error: Mock<LogMethod>; warn: Mock<LogMethod> } {
  return { error: vi.fn<LogMethod>(), warn: vi.fn<LogMethod>() };
}
