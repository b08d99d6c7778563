import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AbContentBlock, type AbContentBlockBlok } from './ab-content-block.tsx';
import { blokOf, createFixtureContext } from './block-fixtures.ts';
import { renderBlocks } from './block-registry.tsx';

afterEach(cleanup);

const blok = blokOf<AbContentBlockBlok>('AbContentBlock');
const on = 'Jetzt neu: Express-Versand in 24 Stunden';
const off = 'Schneller Versand in 2–3 Werktagen';

describe('AbContentBlock (spec point 4)', () => {
  it.each([
    ['on', false, on],
    ['off', false, off],
    ['control', false, off],
    ['variant-a', false, off],
    [undefined, false, off],
    ['on', true, off],
  ])('treatment %s (flags disabled: %s) shows "%s"', (treatment, splitDisabled, expected) => {
    const context = createFixtureContext({
      treatments: treatment ? { 'VOLL-965': treatment } : {},
      splitDisabled,
    });
    render(<AbContentBlock blok={blok} context={context} renderBlocks={renderBlocks} />);
    expect(screen.getByRole('heading', { name: expected })).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });
});
