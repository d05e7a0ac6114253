/** Joins the class names that are set; callers keep them free of conflicts. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
