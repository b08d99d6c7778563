// The framework's floor: the smallest App Router page, built with the shop's Next and React versions.
export const metadata = { title: 'Bare Next.js page', description: 'Reference page for the shop budgets' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
