import type { ComponentProps } from 'react';
import { Link } from '@console/router';
import { useConsoleLink } from '@console/runtime';

type ConsoleLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

/**
 * A link into an area of the console (the media library), where this console has it: a
 * deployment without that remote would lead to its missing page, so the text is shown plain.
 */
export function ConsoleLink({ to, children, ...rest }: ConsoleLinkProps) {
  const path = useConsoleLink(to);
  return path ? (
    <Link to={path} {...rest}>
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}
