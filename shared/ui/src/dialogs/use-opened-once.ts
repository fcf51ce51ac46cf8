import { useState } from 'react';

/**
 * Whether a panel has ever been open: a panel whose code loads on its first opening (React.lazy)
 * mounts then, and stays mounted after it so that closing still animates.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusted while rendering, as React recommends for state derived from a change of props.
  if (open && !opened) setOpened(true);
  return opened;
}
