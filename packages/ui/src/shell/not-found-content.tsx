export interface NotFoundContentProps {
  title: string;
  /** Already says which path was asked for. */
  text: string;
  homeLabel: string;
  homeHref: string;
}

/** The body of the 404 page. */
export function NotFoundContent({ title, text, homeLabel, homeHref }: NotFoundContentProps) {
  return (
    <section className="error-content">
      <h1>{title}</h1>
      <p>{text}</p>
      <a className="button" href={homeHref}>
        {homeLabel}
      </a>
    </section>
  );
}
