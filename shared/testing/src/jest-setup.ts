import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* and waitFor wait up to 5 s, not 1 s: on a loaded 2-core CI machine a page that fetches
// from the in-page mock and re-renders can take over a second a step (the shop catalogue's
// pagination step failed at 1 s in a clean CI run). A test that cannot pass still fails.
configure({ asyncUtilTimeout: 5_000 });
