import { cn } from '@lumen/ui-kit/cn';

/** A home section's h2; the id names the section landmark. */
export function SectionHeading({
  id,
  children,
  className,
}: {
  id: string;
  children: string;
  className?: string;
}) {
  return (
    <h2 id={id} className={cn('text-2xl font-bold text-ink-950 md:text-3xl', className)}>
      {children}
    </h2>
  );
}
