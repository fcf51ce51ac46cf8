/** Spec §9: the ripple effect lasts 500 ms. */
export const rippleMs = 500;

/**
 * The template's ripple on every button: one listener for the page, so no component has to
 * opt in. Skipped when the user prefers reduced motion.
 */
export function installRipple(doc: Document = document): () => void {
  const onPointerDown = (event: PointerEvent) => {
    const button = (event.target as Element | null)?.closest?.('.btn');
    if (!(button instanceof HTMLElement) || button.matches(':disabled')) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const box = button.getBoundingClientRect();
    const size = Math.max(box.width, box.height);
    const ripple = doc.createElement('span');
    ripple.className = 'ripple';
    ripple.style.width = ripple.style.height = `${size}px`;
    ripple.style.left = `${event.clientX - box.left - size / 2}px`;
    ripple.style.top = `${event.clientY - box.top - size / 2}px`;
    button.append(ripple);
    setTimeout(() => ripple.remove(), rippleMs);
  };
  doc.addEventListener('pointerdown', onPointerDown);
  return () => doc.removeEventListener('pointerdown', onPointerDown);
}
