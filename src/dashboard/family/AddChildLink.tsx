/** The top bar's way to the family screen for an adult account: adding a child starts there. */
export function AddChildLink() {
  return (
    <a className="dash-top__add-child" href="/u/family">
      Add a child
    </a>
  );
}
