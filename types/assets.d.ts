// Webpack turns these imports into URLs (asset/resource) or injected styles.
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.css';
declare module '*.css?url' {
  const url: string;
  export default url;
}

/** Where webpack serves this app's files from ('/' for the shell). */
declare let __webpack_public_path__: string;

/** webpack's require.context (the benchmark's plain shell bundles every remote through it). */
declare namespace NodeJS {
  interface Require {
    context(directory: string, useSubdirectories: boolean, regExp: RegExp, mode?: 'sync' | 'lazy' | 'eager'): {
      keys(): string[];
      (id: string): unknown;
    };
  }
}
/** A TrueType font a PDF embeds: its data URL (base64), inlined by the build (asset/inline). */
declare module '*.ttf' {
  const url: string;
  export default url;
}
