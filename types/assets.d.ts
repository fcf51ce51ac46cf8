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
