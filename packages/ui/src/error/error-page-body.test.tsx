import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorPageBody } from './error-page-body.tsx';

describe('ErrorPageBody', () => {
  it('keeps error text and stack in a block hidden by default', async () => {
    render(
      <ErrorPageBody
        title="Da ist etwas schiefgelaufen"
        detailsLabel="Fehlerdetails"
        message="Cannot read properties of undefined"
        stack={'TypeError: Cannot read\n    at Page (page.tsx:3:1)'}
        statusCode={500}
        content={<p>Inhalt der Fehlerseite</p>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Da ist etwas schiefgelaufen');
    expect(screen.getByText('Inhalt der Fehlerseite')).toBeVisible();
    const details = screen.getByRole('group');
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('Fehlerdetails'));
    expect(details).toHaveAttribute('open');
    expect(screen.getByText('500: Cannot read properties of undefined')).toBeInTheDocument();
    expect(screen.getByText(/at Page \(page\.tsx:3:1\)/)).toBeInTheDocument();
  });

  it('has no details block without an error text (a plain 404)', () => {
    render(<ErrorPageBody title="Seite nicht gefunden" detailsLabel="Fehlerdetails" statusCode={404} />);
    expect(screen.queryByText('Fehlerdetails')).toBeNull();
  });
});
