// Product pictures: webp at quality 50 in the widths the layout needs, lazy below the
// fold, fixed width and height so nothing shifts while they load, and the fallback
// picture when there is none or it fails to load.
import { useState } from 'react';
import { FALLBACK_PRODUCT_IMAGE, imageSrcSet, imageUrl } from '../../domain/media/images.ts';

export interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** Rendered size in CSS pixels (sets width/height and the default variant). */
  size: number;
  sizes?: string;
  eager?: boolean;
  /** Fetched after the pictures that matter more (a gallery's thumbnails beside the main picture). */
  secondary?: boolean;
  className?: string;
}

export function ProductImage({
  src,
  alt,
  size,
  sizes,
  eager = false,
  secondary = false,
  className = '',
}: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const url = failed ? FALLBACK_PRODUCT_IMAGE : imageUrl(src, size >= 480 ? 960 : size >= 240 ? 480 : 320);
  return (
    <img
      src={url}
      srcSet={failed ? undefined : imageSrcSet(src)}
      sizes={sizes ?? `${size}px`}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : secondary ? 'low' : undefined}
      // Reported when painted: the page's scripts wait for it (lib/defer-hydration.ts).
      {...(eager ? { elementtiming: 'first-screen' } : {})}
      decoding="async"
      onError={() => setFailed(true)}
      className={`aspect-square h-auto w-full bg-slate-100 object-cover ${className}`}
    />
  );
}
