import { Star } from 'lucide-react';
import { useShopT } from '../i18n/use-shop-t';

/** Five stars, read aloud as "Rated 4 out of 5". */
export function RatingStars({ rating }: { rating: number }) {
  const t = useShopT();
  return (
    <span role="img" aria-label={t('product.rating', { rating })} className="text-warning d-inline-flex">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} size={14} aria-hidden="true" fill={star <= rating ? 'currentColor' : 'none'} />
      ))}
    </span>
  );
}
