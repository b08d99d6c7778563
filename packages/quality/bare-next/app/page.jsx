export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>The reference the shop pages are measured against.</p>
    </main>
  );
}
