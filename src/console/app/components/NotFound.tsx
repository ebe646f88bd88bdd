import { Link } from 'wouter';

export function NotFound() {
  return (
    <section className="page">
      <h1>Nothing here</h1>
      <p>
        This page does not exist. <Link href="/">Back to your brands</Link>.
      </p>
    </section>
  );
}
