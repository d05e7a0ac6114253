/**
 * A landing picture as a plain `<img>`. The build serves images as they are (`images.unoptimized`),
 * so next/image would only add its client component to the landing's first load (about 4 kB gzip)
 * for markup the server can write itself. `fill` covers the positioned parent, as next/image's does.
 */
export function LandingImage({
  src,
  alt,
  fill = false,
  width,
  height,
  eager = false,
  className = '',
  style,
}: {
  src: string;
  alt: string;
  fill?: boolean;
  width?: number;
  height?: number;
  /** The first hero picture is the page's largest paint: fetched first, never lazily. */
  eager?: boolean;
  className?: string;
  style?: React.CSSProperties;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: nothing for next/image to optimise
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={fill ? `absolute inset-0 size-full ${className}` : className}
      style={style}
    />
  );
}
