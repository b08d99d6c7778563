// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextsProvider, useText } from './react.tsx';

function Probe({ id }: { id: string }) {
  return <span>{useText(id)}</span>;
}

describe('useText', () => {
  it('reads the texts the server handed down, and shows the last segment of a missing one', () => {
    render(
      <TextsProvider texts={{ 'error.retry': 'Erneut versuchen' }}>
        <Probe id="error.retry" />
        <Probe id="error.somethingElse" />
      </TextsProvider>,
    );
    expect(screen.getByText('Erneut versuchen')).toBeTruthy();
    expect(screen.getByText('somethingElse')).toBeTruthy();
  });
});
