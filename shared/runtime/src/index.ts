export { useConsoleAreas, publishConsoleAreas, areaOf, useConsoleLink, type ConsoleArea } from './console-areas';
