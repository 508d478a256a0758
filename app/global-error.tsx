'use client';

// Last resort when the root layout itself fails: no site chrome, plain HTML.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en-IN">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
        <h1>Unexpected Application Error!</h1>
        <p>{error.message || 'Internal Server Error'}</p>
        <a href="/">Return to Home</a>
      </body>
    </html>
  );
}
