/** What a member who opens the console sees: it is for club staff, and the way back to their dashboard. */
export function StaffOnly() {
  return (
    <main className="console-gate">
      <h1>This area is for club staff</h1>
      <p>
        The club console is where staff keep tournaments and coaches up to date. Your account does not have
        access to it. If you work for the club, ask a club admin to give you access.
      </p>
      <p className="console-gate__actions">
        <a className="btn btn-primary" href="/u">
          Go to your dashboard
        </a>
        <a className="btn btn-outline" href="/">
          Go Home
        </a>
      </p>
    </main>
  );
}
