/** The heading every member and admin page starts with. */
export function PageHeading({ title, description }: { title: string; description: string }) {
  return (
    <header className="mb-6">
      <h1 className="font-serif text-2xl text-brand-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 max-w-prose text-stone-600">{description}</p>
    </header>
  );
}
