import './shop.css';
import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { useShopT } from '../i18n/use-shop-t';

/** A product's picture, named by the product; a plain tile when it is missing or fails to load. */
export function ProductImage({ src, name, className = '' }: { src: string; name: string; className?: string }) {
  const t = useShopT();
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <div role="img" aria-label={t('product.noImage', { name })} className={`shop-image-placeholder d-flex align-items-center justify-content-center bg-body-tertiary ${className}`}>
        <ImageOff size={32} aria-hidden="true" />
      </div>
    );
  }
  return <img src={src} alt={name} className={`img-fluid ${className}`} onError={() => setBroken(true)} />;
}
