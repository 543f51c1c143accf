import './NotFound.css';

export function NotFound() {
  return (
    <div className="not-found">
      <h1>Page Not Found</h1>
      <p>Oops! The page you are looking for has been removed or relocated.</p>
      <a className="button button--primary" href="/">
        Go to Homepage
      </a>
    </div>
  );
}
