import { create } from 'zustand';

/** A part of the console that is mounted: a remote's base path (or a shell page). */
export interface ConsoleArea {
  id: string;
  basePath: string;
}

interface AreasState {
  areas: readonly ConsoleArea[];
}

/**
 * Which areas this console has, published by the shell from the remotes' metadata (a standalone
 * remote publishes only itself). A remote asks it before linking into another remote, so no link
 * leads to a page this deployment does not have.
 */
export const useConsoleAreas = create<AreasState>(() => ({ areas: [] }));

export function publishConsoleAreas(areas: readonly ConsoleArea[]): void {
  useConsoleAreas.setState({ areas });
}

/** The area a path belongs to (the longest base path that contains it). */
export function areaOf(areas: readonly ConsoleArea[], path: string): ConsoleArea | undefined {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return areas
    .filter((area) => pathname === area.basePath || pathname.startsWith(`${area.basePath}/`))
    .sort((a, b) => b.basePath.length - a.basePath.length)[0];
}

/** `path` when this console has the area it belongs to, else null (render no link). */
export function useConsoleLink(path: string): string | null {
  return useConsoleAreas((state) => (areaOf(state.areas, path) ? path : null));
}
