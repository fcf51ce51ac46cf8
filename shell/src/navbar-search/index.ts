export { NavbarSearch } from './navbar-search';
export { NavbarBookmarks } from './navbar-bookmarks';
