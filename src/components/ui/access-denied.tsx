/** What a page shows in place of its content to someone it is not for: its title and why. */
export function AccessDenied({ title, reason }: { title: string; reason: string }) {
  return (
    <section aria-labelledby="access-denied" className="rounded-lg border border-red-200 bg-red-50 p-6">
      <h1 id="access-denied" className="text-2xl font-bold text-red-900">
        {title}
      </h1>
      <p className="mt-2 text-red-900">{reason}</p>
    </section>
  );
}
