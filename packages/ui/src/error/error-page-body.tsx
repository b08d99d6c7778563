export interface ErrorPageBodyProps {
  title: string;
  /** The content story of the error page (by slug), rendered by the app. */
  content?: React.ReactNode;
  /** Summary of the hidden block (`error.details`). */
  detailsLabel: string;
  /** Error text; the block is left out without it. */
  message?: React.ReactNode;
  stack?: string;
  /** Status code shown for support (404, 500). */
  statusCode?: number;
  /** Optional action (back home, retry). */
  action?: React.ReactNode;
}

/** Body of the error page: title, the error content story, and the error text and stack in a block hidden by default. */
export function ErrorPageBody({
  title,
  content,
  detailsLabel,
  message,
  stack,
  statusCode,
  action,
}: ErrorPageBodyProps) {
  return (
    <section className="error-page" aria-labelledby="error-page-title" data-status={statusCode}>
      <h1 id="error-page-title">{title}</h1>
      {content}
      {action && <div className="error-page__action">{action}</div>}
      {message && (
        <details className="error-page__details">
          <summary>{detailsLabel}</summary>
          <p className="error-page__message">
            {statusCode ? `${statusCode}: ` : null}
            {message}
          </p>
          {stack && <pre className="error-page__stack">{stack}</pre>}
        </details>
      )}
    </section>
  );
}
