/** Moves focus to the control a validation message is about, so the user can fix it at once. */
export function focusField(form: HTMLFormElement | null, name: string | undefined): void {
  if (!form || !name) return;
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
  else if (control instanceof RadioNodeList && control[0] instanceof HTMLElement) control[0].focus();
}
