// Kept as the list kit's name for the error state (see patterns/error-state.tsx).
export { ErrorState as LoadError } from './patterns/error-state';
