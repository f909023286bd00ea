/** Page changes of the account forms, in one place so component tests can observe them. */

export function navigate(href: string): void {
  window.location.assign(href);
}

/** Leaves a page the visitor should not come back to with the Back button. */
export function redirect(href: string): void {
  window.location.replace(href);
}
