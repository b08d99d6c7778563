// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { FlagsProvider } from './flags-provider.tsx';

vi.mock('./load-browser-flags.ts', () => {
  throw new Error('Loading chunk failed');
});

it('logs split-error-client-or-sdk-empty when the SDK chunk cannot load, and keeps the server treatments', async () => {
  const logger = { error: vi.fn(), warn: vi.fn() };
  const { container } = render(
    <FlagsProvider treatments={{ 'VOLL-965': 'on' }} client={{ key: 'visitor-1' }} logger={logger}>
      page
    </FlagsProvider>,
  );
  await vi.waitFor(() =>
    expect(logger.error).toHaveBeenCalledWith('split-error-client-or-sdk-empty', {
      reason: expect.any(String),
    }),
  );
  expect(container.textContent).toBe('page');
});
