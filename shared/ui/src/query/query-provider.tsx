import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createConsoleQueryClient } from './query-client';

/** A query cache of its own, for a remote that runs without the shell (standalone, tests). */
export function OwnQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(createConsoleQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
