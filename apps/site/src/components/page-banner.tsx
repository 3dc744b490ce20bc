/**
 * A content page's banner: heading and subtext over the page's hero picture, darkened so the
 * white text keeps its contrast (videos, catalogues, lighting guides).
 */
export function PageBanner({
  title,
  description,
  image,
  imageAlt,
  children,
}: {
  title: string;
  description?: string | null;
  image?: string | null;
  imageAlt?: string | null;
  children?: React.ReactNode;
}) {
  return (
    <header className="relative isolate overflow-hidden bg-ink-900 text-white">
      {image ? (
        <img
          src={image}
          alt={imageAlt ?? ''}
          width={1600}
          height={500}
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover opacity-35"
        />
      ) : null}
      <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <h1 className="text-3xl font-semibold md:text-5xl">{title}</h1>
        {description ? <p className="mt-4 max-w-3xl text-lg text-ink-100">{description}</p> : null}
        {children}
      </div>
    </header>
  );
}
