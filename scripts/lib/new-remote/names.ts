/** The ways a new remote's name is written in the files made for it. */
export interface RemoteNames {
  /** Kebab-case id and folder: 'video-reports'. */
  id: string;
  /** PascalCase: 'VideoReports' (components, the CASL subject). */
  pascal: string;
  /** camelCase: 'videoReports' (functions). */
  camel: string;
  /** A label for people: 'Video reports'. */
  label: string;
  basePath: string;
  port: number;
}

export function remoteNames(id: string, basePath: string, port: number): RemoteNames {
  const words = id.split('-');
  const pascal = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return { id, pascal, camel: pascal.charAt(0).toLowerCase() + pascal.slice(1), label: pascal.replace(/(?!^)([A-Z])/g, ' $1').replace(/ ./g, (s) => s.toLowerCase()), basePath, port };
}
